import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CareItem, CareItemParams, City, CityParams, CitySummary } from '@contract/schemas/cities';
import { Data, LocaleQuery } from '@contract/schemas/common';
import type { Database } from '../db/openDatabase';
import { CONTENT_ERROR_RESPONSES } from '../errors/errorResponse';
import { getCareItem, getCity, listCities } from './cityService';
import { resolveLocale } from './resolveLocale';
import { PUBLIC } from '../http/routeAccess';

export const cityRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/cities',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'Cities with care pages in a locale, by name',
        querystring: LocaleQuery,
        response: { 200: Data(Type.Array(CitySummary)), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await listCities(db, resolveLocale(request, request.query.locale)),
    }),
  );

  api.get(
    '/cities/:citySlug',
    {
      config: { notFoundMessage: 'City not found.', access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'One city with its care places',
        params: CityParams,
        querystring: LocaleQuery,
        response: { 200: Data(City), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getCity(
        db,
        resolveLocale(request, request.query.locale),
        request.params.citySlug,
      ),
    }),
  );

  api.get(
    '/cities/:citySlug/care/:slug',
    {
      config: { notFoundMessage: 'Care item not found.', access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'One care place of a city',
        params: CareItemParams,
        querystring: LocaleQuery,
        response: { 200: Data(CareItem), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getCareItem(
        db,
        resolveLocale(request, request.query.locale),
        request.params.citySlug,
        request.params.slug,
      ),
    }),
  );
};
