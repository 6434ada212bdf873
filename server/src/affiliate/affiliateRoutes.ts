// The affiliate programme's routes (contract/schemas/affiliate.ts; README.md here): the keeper's side, the public click and
// banner routes, and the admin's decisions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AdminApplication } from '@contract/schemas/affiliate';
import {
  AcceptRulesBody,
  AdminApplicationList,
  AdminApplicationResponse,
  AdminApplicationsQuery,
  AffiliateApplicationBody,
  AffiliateProgrammeResponse,
  AffiliateRulesResponse,
  AffiliateStatsResponse,
  AffiliateStatusResponse,
  ClickBody,
  DeclineBody,
  PayoutSettings,
  PayoutSettingsResponse,
  PromoPackList,
  PromoPackResponse,
  ReferralList,
  StatsQuery,
} from '@contract/schemas/affiliate';
import { Slug } from '@contract/schemas/common';
import { auditActorOf, recordAudit } from '../admin-audit/auditLog';
import { requestLanguage } from '../http/requestLanguage';
import { authOf, requireAuth } from '../auth/requireRole';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';
import { APPLICATION_NOT_FOUND, type AffiliateService } from './affiliateService';
import { NO_CONTENT, routeSchemaFor, rowId, RowParams } from '../http/routeSchema';

export interface AffiliateRoutesOptions {
  signedIn: preHandlerAsyncHookHandler;
  admin: preHandlerAsyncHookHandler;
  affiliate: AffiliateService;
}

const schema = routeSchemaFor('affiliate');

const ApplicationParams = RowParams('id');

export const affiliateRoutes: FastifyPluginAsyncTypebox<AffiliateRoutesOptions> = async (
  api,
  { signedIn, admin, affiliate },
) => {
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;
  // Accepted affiliates only, checked before the body is validated: anyone else gets 403 whatever
  // they send (the role matrix, auth/accessRules.ts).
  const acceptedAffiliate: preHandlerAsyncHookHandler = async (request) => {
    await affiliate.assertAccepted(userOf(request));
  };
  /** The admin console's audit entry of a decision: the state, not the applicant's details. */
  const auditDecision =
    (request: Parameters<typeof authOf>[0], accept: boolean) =>
    async (tx: Database, before: AdminApplication, after: AdminApplication) => {
      const state = (a: AdminApplication) => ({
        status: a.status,
        decline_reason: a.decline_reason,
        decided_at: a.decided_at,
      });
      await recordAudit(tx, auditActorOf(request), {
        action: accept ? 'affiliate.accept' : 'affiliate.decline',
        targetType: 'affiliate_application',
        targetId: after.id,
        targetLabel: `#${after.id}`,
        before: state(before),
        after: state(after),
        reason: after.decline_reason,
      });
    };

  api.get(
    '/affiliate/me',
    {
      preValidation: signedIn,
      schema: schema('My affiliate status', { response: { 200: AffiliateStatusResponse } }),
    },
    async (request) => ({ data: await affiliate.me(userOf(request)) }),
  );

  api.get(
    '/affiliate/programme',
    {
      // Public; signed in, the minimum payout is in the keeper's own currency.
      preValidation: async function (request, reply) {
        if (request.headers.authorization !== undefined)
          await requireAuth.call(this, request, reply);
      },
      schema: {
        tags: ['affiliate'],
        summary: 'The programme terms: commission, windows, minimum payout, rules version',
        response: { 200: AffiliateProgrammeResponse, 401: ErrorResponseRef },
      },
    },
    async (request) => ({
      data: await affiliate.programme(
        request.auth === null ? null : request.auth.userId,
        requestLanguage(request),
      ),
    }),
  );

  api.post(
    '/affiliate/applications',
    {
      preValidation: signedIn,
      schema: schema('Apply to the affiliate programme', {
        body: AffiliateApplicationBody,
        response: { 201: AffiliateStatusResponse },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({ data: await affiliate.apply(userOf(request), request.body) }),
  );

  api.get(
    '/affiliate/rules',
    {
      schema: {
        tags: ['affiliate'],
        summary: 'The programme rules in the App-Language, with their version',
        response: { 200: AffiliateRulesResponse },
      },
    },
    async (request) => ({ data: affiliate.rules(requestLanguage(request)) }),
  );

  api.post(
    '/affiliate/rules/accept',
    {
      preValidation: signedIn,
      schema: schema('Accept the current rules', {
        body: AcceptRulesBody,
        response: { 200: AffiliateStatusResponse },
      }),
    },
    async (request) => ({
      data: await affiliate.acceptRules(userOf(request), request.body.version),
    }),
  );

  api.post(
    '/affiliate/clicks',
    {
      schema: {
        tags: ['affiliate'],
        summary: 'A visitor followed a referral link (public)',
        body: ClickBody,
        response: { 204: NO_CONTENT, 422: ErrorResponseRef },
      },
    },
    async (request, reply) => {
      await affiliate.click(request.body.code, request.body.landing_path);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/affiliate/stats',
    {
      preValidation: signedIn,
      schema: schema('Clicks, sign-ups, conversions and earnings per day, week or month', {
        querystring: StatsQuery,
        response: { 200: AffiliateStatsResponse },
      }),
    },
    async (request) => ({
      data: await affiliate.stats(
        userOf(request),
        request.query.period ?? 'day',
        request.query.from,
        request.query.to,
      ),
    }),
  );

  api.get(
    '/affiliate/referrals',
    {
      preValidation: signedIn,
      schema: schema('Recent referrals, without personal data', {
        response: { 200: ReferralList },
      }),
    },
    async (request) => ({ data: await affiliate.referrals(userOf(request)) }),
  );

  api.get(
    '/affiliate/promo-packs',
    {
      preValidation: signedIn,
      schema: schema('Promo packs', { response: { 200: PromoPackList } }),
    },
    async (request) => ({
      data: await affiliate.promoPacks(userOf(request), requestLanguage(request)),
    }),
  );

  api.get(
    '/affiliate/promo-packs/:slug',
    {
      preValidation: signedIn,
      config: { notFoundMessage: 'Promo pack not found.' },
      schema: schema('One promo pack: banners and texts with my link', {
        params: Type.Object({ slug: Slug }),
        response: { 200: PromoPackResponse },
      }),
    },
    async (request) => ({
      data: await affiliate.promoPack(
        userOf(request),
        request.params.slug,
        requestLanguage(request),
      ),
    }),
  );

  // Public: an <img src> and a download link work without the bearer header; banners carry no
  // personal data (the link is in the texts).
  api.get(
    '/affiliate/promo-packs/:slug/banners/:banner',
    {
      config: { notFoundMessage: 'Banner not found.' },
      schema: {
        hide: true,
        tags: ['affiliate'],
        summary: 'A banner image (PNG)',
        params: Type.Object({ slug: Slug, banner: Type.String({ pattern: '^[a-z]+\\.png$' }) }),
        querystring: Type.Object({ lang: Type.Optional(Type.String({ enum: ['en', 'jp'] })) }),
      },
    },
    async (request, reply) => {
      const png = await affiliate.banner(
        request.params.slug,
        request.params.banner.replace(/\.png$/, ''),
        request.query.lang === 'jp' ? 'jp' : 'en',
      );
      if (!png) throw new NotFoundError('Banner not found.');
      return (
        reply
          .type('image/png')
          .header('Cache-Control', 'public, max-age=86400')
          // Affiliates show the banner on their own sites.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header(
            'Content-Disposition',
            `inline; filename="petcare-${request.params.slug}-${request.params.banner}"`,
          )
          .send(png)
      );
    },
  );

  api.get(
    '/affiliate/payout-settings',
    {
      preValidation: signedIn,
      schema: schema('Payout details', { response: { 200: PayoutSettingsResponse } }),
    },
    async (request) => ({ data: await affiliate.payoutSettings(userOf(request)) }),
  );

  api.put(
    '/affiliate/payout-settings',
    {
      preValidation: [signedIn, acceptedAffiliate],
      schema: schema('Save payout details (IBAN checked by its checksum, or PayPal)', {
        body: PayoutSettings,
        response: { 200: PayoutSettingsResponse },
      }),
    },
    async (request) => ({
      data: await affiliate.savePayoutSettings(userOf(request), request.body),
    }),
  );

  api.get(
    '/admin/affiliate-applications',
    {
      preValidation: admin,
      schema: schema('Affiliate applications', {
        querystring: AdminApplicationsQuery,
        response: { 200: AdminApplicationList },
      }),
    },
    async (request) => ({ data: await affiliate.applications(request.query.status) }),
  );

  api.post(
    '/admin/affiliate-applications/:id/accept',
    {
      preValidation: admin,
      config: { notFoundMessage: APPLICATION_NOT_FOUND },
      schema: schema('Accept an application (the keeper is notified)', {
        params: ApplicationParams,
        response: { 200: AdminApplicationResponse },
      }),
    },
    async (request) => ({
      data: await affiliate.decide(
        rowId(request.params.id, APPLICATION_NOT_FOUND),
        { accept: true },
        auditDecision(request, true),
      ),
    }),
  );

  api.post(
    '/admin/affiliate-applications/:id/decline',
    {
      preValidation: admin,
      config: { notFoundMessage: APPLICATION_NOT_FOUND },
      schema: schema('Decline an application with a reason (the keeper is notified)', {
        params: ApplicationParams,
        body: DeclineBody,
        response: { 200: AdminApplicationResponse },
      }),
    },
    async (request) => ({
      data: await affiliate.decide(
        rowId(request.params.id, APPLICATION_NOT_FOUND),
        { accept: false, reason: request.body.reason },
        auditDecision(request, false),
      ),
    }),
  );
};
