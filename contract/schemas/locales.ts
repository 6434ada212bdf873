// The locales the site is built for (GET /api/locales).
import { Type, type Static } from '@sinclair/typebox';
import { LocaleCode } from './common';

export const LocaleEntry = Type.Object(
  {
    code: LocaleCode,
    prefix: Type.String({ description: 'URL prefix without slashes; empty for English.' }),
    bcp47: Type.String(),
    native_name: Type.String(),
    system: Type.Boolean({ description: 'Whether the app UI exists in this locale.' }),
  },
  { title: 'LocaleEntry' },
);
export type LocaleEntry = Static<typeof LocaleEntry>;
