// GET /api/postal-codes/jp/{code}: prefecture, city and town of a Japanese postal code, so the
// billing form can fill them in (Japanese addresses start with the postal code).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { ErrorResponseRef } from '../errors/errorResponse';
import { JapaneseAddresses, PostalCodeParams } from './postalCodeSchemas';
import { lookupJapanesePostalCode } from './postalCodeService';
import { PUBLIC } from '../http/routeAccess';

export const POSTAL_CODE_INVALID = 'The code field must be a Japanese postal code of 7 digits.';
export const POSTAL_CODE_NOT_FOUND = 'Postal code not found.';

/** Japan Post changes its list a few times a year; a day of caching costs nothing. */
const CACHE_CONTROL = 'public, max-age=86400';

export const postalCodeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/postal-codes/jp/:code',
    {
      config: { invalidParamMessage: POSTAL_CODE_INVALID, access: PUBLIC },
      schema: {
        tags: ['account'],
        summary: 'Prefecture, city and town of a Japanese postal code (Japan Post data, offline)',
        params: PostalCodeParams,
        response: { 200: JapaneseAddresses, 404: ErrorResponseRef, 422: ErrorResponseRef },
      },
    },
    async (request, reply) => {
      const places = lookupJapanesePostalCode(request.params.code);
      if (places === null) throw new ValidationError({ code: [POSTAL_CODE_INVALID] });
      if (places.length === 0) throw new NotFoundError(POSTAL_CODE_NOT_FOUND);
      reply.header('cache-control', CACHE_CONTROL);
      return { data: places };
    },
  );
};
