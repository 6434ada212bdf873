// AI health report routes (AI-API.md): list, create (rate-limited per keeper and day), delete.
// The PDF is downloaded through its FileRef's signed URL (Content-Disposition: attachment).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HealthReportBody,
  HealthReportList,
  HealthReportResponse,
} from '@contract/schemas/healthReport';
import { HOUR } from '../auth/clock';
import type { RateLimiter, RateLimitRule } from '../auth/rateLimiter';
import { authOf } from '../auth/requireRole';
import { PET_NOT_FOUND, rowId, ownedPet } from '../pets/petAccess';
import { NO_CONTENT, PetParams, type KeeperRouteOptions } from '../pets/petRouteSchemas';
import type { Database } from '../db/openDatabase';
import { aiRoute } from '../chat/chatRoutes';
import { REPORT_NOT_FOUND, type HealthReportService } from './healthReportService';

export interface HealthReportRoutesOptions extends KeeperRouteOptions {
  db: Database;
  reports: HealthReportService;
  limiter: RateLimiter;
  perDay: number;
}

export const healthReportRoutes: FastifyPluginAsyncTypebox<HealthReportRoutesOptions> = async (
  api,
  { keeper, db, reports, limiter, perDay },
) => {
  const rule: RateLimitRule = { name: 'health-report:keeper', limit: perDay, windowMs: 24 * HOUR };
  const petNotFound = { notFoundMessage: PET_NOT_FOUND };

  api.get(
    '/keeper/pets/:id/reports',
    {
      preValidation: keeper,
      config: petNotFound,
      schema: aiRoute("A pet's health reports, newest first", {
        params: PetParams,
        response: { 200: HealthReportList },
      }),
    },
    async (request) => ({
      data: await reports.list(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/pets/:id/reports',
    {
      preValidation: keeper,
      config: petNotFound,
      schema: aiRoute('Create a health report PDF (default: the keeper’s language)', {
        params: PetParams,
        body: HealthReportBody,
        response: { 201: HealthReportResponse },
      }),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const petId = rowId(request.params.id, PET_NOT_FOUND);
      await ownedPet(db, userId, petId);
      const subject = String(userId);
      await limiter.assertAllowed(reply, [[rule, subject]]);
      await limiter.hit(rule, subject);
      const language = request.body?.language ?? (await reports.preferredLanguage(userId));
      return reply.code(201).send({ data: await reports.create(userId, petId, language) });
    },
  );

  api.delete(
    '/keeper/reports/:id',
    {
      preValidation: keeper,
      config: { notFoundMessage: REPORT_NOT_FOUND },
      schema: aiRoute('Delete a health report and its PDF', {
        params: PetParams,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await reports.remove(authOf(request).userId, rowId(request.params.id, REPORT_NOT_FOUND));
      return reply.code(204).send(null);
    },
  );
};
