// GET /api/icons/{collection}.json?icons=a,b,c — icons in the Iconify JSON format, the same
// request and answer as Iconify's public API, served from installed packages (spec.md §7).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IconCollectionParams, IconSet, IconsQuery } from '@contract/schemas/icons';
import { MAX_ICONS_PER_REQUEST } from '@contract/limits';
import { ValidationError } from '../errors/HttpError';
import { ErrorResponseRef } from '../errors/errorResponse';
import { sendError } from '../errors/sendError';
import { isIconCollection, loadCollection } from './iconCollections';
import { pickIcons } from './pickIcons';
import { PUBLIC } from '../http/routeAccess';

/**
 * Icons of a package version never change, but the URL has no version in it: a week of freshness,
 * then a cheap revalidation by ETag (304), served stale meanwhile so icons never wait.
 */
export const ICON_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export function iconCollectionNotFound(collection: string): string {
  return `Icon collection ${collection} not found.`;
}

/** Same icons in any order or with repeats are the same answer (and the same ETag). */
function requestedNames(list: string): string[] {
  return [...new Set(list.split(','))].sort();
}

function etagOf(collection: string, version: string, names: readonly string[]): string {
  const digest = createHash('sha256')
    .update(`${collection}@${version}:${names.join(',')}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const iconRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/icons/:collection.json',
    {
      config: { notFoundMessage: 'Icon collection not found.', access: PUBLIC },
      schema: {
        tags: ['icons'],
        summary: 'Icons of one collection in the Iconify JSON format (aliases resolved)',
        description:
          `Collections: lucide, mdi. Names the collection lacks are listed in not_found. ` +
          `Answers carry an ETag; If-None-Match gives 304.`,
        params: IconCollectionParams,
        querystring: IconsQuery,
        response: {
          200: IconSet,
          304: Type.Null({ description: 'Not modified: the ETag still matches.' }),
          404: ErrorResponseRef,
          422: ErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { collection } = request.params;
      if (!isIconCollection(collection)) {
        return sendError(reply, 404, iconCollectionNotFound(collection));
      }
      const names = requestedNames(request.query.icons);
      if (names.length > MAX_ICONS_PER_REQUEST) {
        const message = `The icons field must not have more than ${MAX_ICONS_PER_REQUEST} items.`;
        throw new ValidationError({ icons: [message] });
      }
      const { data, version } = await loadCollection(collection);
      const etag = etagOf(collection, version, names);
      reply.header('Cache-Control', ICON_CACHE_CONTROL).header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const { set, notFound } = pickIcons(data, names);
      const answer: IconSet = { ...set, width: set.width ?? 16, height: set.height ?? 16 };
      if (notFound.length > 0) answer.not_found = notFound;
      return answer;
    },
  );
};
