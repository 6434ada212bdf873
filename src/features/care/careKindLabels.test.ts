// A kind of care place has one name in each language: the admin console's picker and the public
// pages' badges must not call the same listing two things.
import { CARE_KINDS } from '@contract/careKinds';
import enApp from '../../i18n/locales/en/app.json';
import en from '../../i18n/locales/en/common.json';
import jpApp from '../../i18n/locales/jp/app.json';
import jp from '../../i18n/locales/jp/common.json';

it.each([
  ['jp', jpApp.admin.careKinds, jp.care.kinds],
  ['en', enApp.admin.careKinds, en.care.kinds],
] as const)(
  'names each kind of care place the same in the admin console and on the site (%s)',
  (_, admin, site) => {
    for (const kind of CARE_KINDS) expect(admin[kind]).toBe(site[kind]);
  },
);
