// The admin console's affiliate routes (contract/schemas/affiliate.ts; README.md here): the
// applications, and accepting or declining one (audited and notified by ApplicationService).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  AdminApplicationList,
  AdminApplicationResponse,
  AdminApplicationsQuery,
  DeclineBody,
} from '@contract/schemas/affiliate';
import { auditActorOf } from '../admin-audit';
import { rowId, RowParams } from '../http/routeSchema';
import type { AffiliateServices } from './affiliateServices';
import { APPLICATION_NOT_FOUND } from './applicationService';
import { affiliateRoute } from './partnerRoutes';
import { ADMIN } from '../http/routeAccess';

export interface AdminAffiliateRoutesOptions {
  admin: preHandlerAsyncHookHandler;
  affiliate: AffiliateServices;
}

const ApplicationParams = RowParams('id');

export const adminAffiliateRoutes: FastifyPluginAsyncTypebox<AdminAffiliateRoutesOptions> = async (
  api,
  { admin, affiliate },
) => {
  const { applications } = affiliate;

  api.get(
    '/admin/affiliate-applications',
    {
      config: { access: ADMIN },
      preValidation: admin,
      schema: affiliateRoute('Affiliate applications', {
        querystring: AdminApplicationsQuery,
        response: { 200: AdminApplicationList },
      }),
    },
    async (request) => ({ data: await applications.applications(request.query.status) }),
  );

  api.post(
    '/admin/affiliate-applications/:id/accept',
    {
      preValidation: admin,
      config: { notFoundMessage: APPLICATION_NOT_FOUND, access: ADMIN },
      schema: affiliateRoute('Accept an application (the keeper is notified)', {
        params: ApplicationParams,
        response: { 200: AdminApplicationResponse },
      }),
    },
    async (request) => ({
      data: await applications.decide(
        rowId(request.params.id, APPLICATION_NOT_FOUND),
        { accept: true },
        auditActorOf(request),
      ),
    }),
  );

  api.post(
    '/admin/affiliate-applications/:id/decline',
    {
      preValidation: admin,
      config: { notFoundMessage: APPLICATION_NOT_FOUND, access: ADMIN },
      schema: affiliateRoute('Decline an application with a reason (the keeper is notified)', {
        params: ApplicationParams,
        body: DeclineBody,
        response: { 200: AdminApplicationResponse },
      }),
    },
    async (request) => ({
      data: await applications.decide(
        rowId(request.params.id, APPLICATION_NOT_FOUND),
        { accept: false, reason: request.body.reason },
        auditActorOf(request),
      ),
    }),
  );
};
