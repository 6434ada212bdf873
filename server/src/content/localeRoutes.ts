// The locale list the site is built for, straight from contract/locales.ts (the single source).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LOCALES } from '@contract/locales';
import { Data } from '@contract/schemas/common';
import { LocaleEntry } from '@contract/schemas/locales';
import { ErrorResponseRef } from '../errors/errorResponse';
import { PUBLIC } from '../http/routeAccess';

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
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'The locales of the site',
        response: { 200: Data(Type.Array(LocaleEntry)), 500: ErrorResponseRef },
      },
    },
    async () => ({ data: LOCALE_ENTRIES }),
  );
};
