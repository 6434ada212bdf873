// AI health report routes (contract/schemas/healthReport.ts): list, what creating one needs (Premium or a bought
// report), create (rate-limited per keeper and day; 402 for a free pet without a bought report),
// delete. The PDF is downloaded through its FileRef's signed URL (Content-Disposition: attachment).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HealthReportAllowanceResponse,
  HealthReportBody,
  HealthReportList,
  HealthReportResponse,
} from '@contract/schemas/healthReport';
import { HOUR } from '../http/clock';
import type { RateLimiter, RateLimitRule } from '../http/rateLimiter';
import { requestLanguage } from '../http/requestLanguage';
import { authOf } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { ownedPet, PET_NOT_FOUND } from '../pets';
import type { Database } from '../db/openDatabase';
import {
  REPORT_NOT_FOUND,
  reportAllowance,
  ReportNeedsPurchaseError,
  type HealthReportService,
} from './healthReportService';
import { rowId, IdParams, aiRoute } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute } from '../http/rowRoutes';
import { PET_KEEPER } from '../http/routeAccess';

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
  const keepers = keeperCallers(keeper, aiRoute);

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/reports',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: "A pet's health reports, newest first",
      response: HealthReportList,
      run: (userId, petId) => reports.list(userId, petId),
    },
  });

  rowRoute(api, keepers, {
    method: 'GET',
    path: '/keeper/pets/:id/reports/allowance',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'What creating a report needs: Premium, or a report bought for the pet',
    response: HealthReportAllowanceResponse,
    run: (userId, petId) => reports.allowance(userId, petId),
  });

  api.post(
    '/keeper/pets/:id/reports',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: aiRoute(
        'Create a health report PDF (default: the keeper’s language); a pet without Premium spends a bought report (402 without one)',
        {
          params: IdParams,
          body: HealthReportBody,
          response: { 201: HealthReportResponse, 402: ErrorResponseRef },
        },
      ),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const petId = rowId(request.params.id, PET_NOT_FOUND);
      await ownedPet(db, userId, petId);
      const messageLanguage = requestLanguage(request);
      // Refused before it counts against the daily limit; the create re-checks in its transaction.
      if (!(await reportAllowance(db, petId)).can_create) {
        throw new ReportNeedsPurchaseError(messageLanguage);
      }
      const subject = String(userId);
      await limiter.consume([[rule, subject]]);
      const language = request.body?.language ?? (await reports.preferredLanguage(userId));
      return reply
        .code(201)
        .send({ data: await reports.create(userId, petId, language, messageLanguage) });
    },
  );

  recordRoutes(api, keepers, {
    path: '/keeper/reports/:id',
    ...pathId('id', REPORT_NOT_FOUND),
    remove: {
      summary: 'Delete a health report and its PDF',
      run: (userId, reportId) => reports.remove(userId, reportId),
    },
  });
};
