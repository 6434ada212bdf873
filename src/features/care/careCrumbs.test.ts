import en from '../../i18n/locales/en/common.json';
import jp from '../../i18n/locales/jp/common.json';
import { headTranslator } from '../../i18n/localeQuery';
import { careItemCrumbs, careCrumbs, cityCrumbs } from './careCrumbs';

const t = headTranslator(
  {
    locales: {
      edges: [
        { node: { ns: 'common', language: 'en', data: JSON.stringify(en) } },
        { node: { ns: 'common', language: 'jp', data: JSON.stringify(jp) } },
      ],
    },
  },
  'jp',
);
const city = { name: 'London', slug: 'london' };

describe('care crumbs', () => {
  it('names each level down to the place, with its path in the locale', () => {
    expect(careItemCrumbs(t, 'jp', city, { name: 'Vet & Co', slug: 'vet-co' })).toEqual([
      { name: jp.nav.home, path: '/jp/' },
      { name: jp.care.title, path: '/jp/care/' },
      { name: 'London', path: '/jp/care/london/' },
      { name: 'Vet & Co', path: '/jp/care/london/vet-co/' },
    ]);
  });

  it('stops at the city or at the care landing', () => {
    expect(cityCrumbs(t, 'en', city).map((crumb) => crumb.path)).toEqual([
      '/',
      '/care/',
      '/care/london/',
    ]);
    expect(careCrumbs(t, 'en')).toHaveLength(2);
  });
});
