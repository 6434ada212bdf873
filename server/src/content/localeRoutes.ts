// The locale list the site is built for, straight from src/i18n/locales.ts (the single source).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { LOCALES } from '../../../src/i18n/locales';
import { ErrorResponseRef } from '../errors/errorResponse';
import { Data, LocaleCode } from './commonSchemas';

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

const LOCALE_ENTRIES: LocaleEntry[] = LOCALES.map((l) => ({
  code: l.code,
  prefix: l.prefix,
  bcp47: l.bcp47,
  native_name: l.nativeName,
  system: l.system,
}));

export const localeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/locales',
    {
      schema: {
        tags: ['content'],
        summary: 'The locales of the site',
        response: { 200: Data(Type.Array(LocaleEntry)), 500: ErrorResponseRef },
      },
    },
    async () => ({ data: LOCALE_ENTRIES }),
  );
};
