// The partner's routes (contract/schemas/affiliate.ts; README.md here): applying, accepting the
// rules, the dashboard figures and referrals, promo packs and payout settings. Signed-in callers;
// everything past the application answers accepted affiliates only (403 otherwise).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AcceptRulesBody,
  AffiliateApplicationBody,
  AffiliateStatsResponse,
  AffiliateStatusResponse,
  PayoutSettings,
  PayoutSettingsResponse,
  PromoPackList,
  PromoPackResponse,
  ReferralList,
  StatsQuery,
} from '@contract/schemas/affiliate';
import { Slug } from '@contract/schemas/common';
import { authOf } from '../auth';
import { requestLanguage } from '../http/requestLanguage';
import { routeSchemaFor } from '../http/routeSchema';
import type { AffiliateServices } from './affiliateServices';
import { AFFILIATE, SIGNED_IN } from '../http/routeAccess';

export interface PartnerRoutesOptions {
  signedIn: preHandlerAsyncHookHandler;
  affiliate: AffiliateServices;
}

/** The schema of an affiliate route (tag `affiliate`), the partner's and the admin's. */
export const affiliateRoute = routeSchemaFor('affiliate');

export const partnerRoutes: FastifyPluginAsyncTypebox<PartnerRoutesOptions> = async (
  api,
  { signedIn, affiliate },
) => {
  const { membership, applications, programme, stats, promoPacks, payouts } = affiliate;
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;
  // Accepted affiliates only, checked before the body is validated: anyone else gets 403 whatever
  // they send (the role matrix, auth/accessRules.test.ts).
  const acceptedAffiliate: preHandlerAsyncHookHandler = async (request) => {
    await membership.assertAccepted(userOf(request));
  };

  api.get(
    '/affiliate/me',
    {
      config: { access: SIGNED_IN },
      preValidation: signedIn,
      schema: affiliateRoute('My affiliate status', { response: { 200: AffiliateStatusResponse } }),
    },
    async (request) => ({ data: await membership.me(userOf(request), request.linkOrigin) }),
  );

  api.post(
    '/affiliate/applications',
    {
      config: { access: SIGNED_IN },
      preValidation: signedIn,
      schema: affiliateRoute('Apply to the affiliate programme', {
        body: AffiliateApplicationBody,
        response: { 201: AffiliateStatusResponse },
      }),
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await applications.apply(userOf(request), request.body, request.linkOrigin),
      }),
  );

  api.post(
    '/affiliate/rules/accept',
    {
      config: { access: SIGNED_IN },
      preValidation: signedIn,
      schema: affiliateRoute('Accept the current rules', {
        body: AcceptRulesBody,
        response: { 200: AffiliateStatusResponse },
      }),
    },
    async (request) => ({
      data: await programme.acceptRules(userOf(request), request.body.version, request.linkOrigin),
    }),
  );

  api.get(
    '/affiliate/stats',
    {
      config: { access: AFFILIATE },
      preValidation: signedIn,
      schema: affiliateRoute('Clicks, sign-ups, conversions and earnings per day, week or month', {
        querystring: StatsQuery,
        response: { 200: AffiliateStatsResponse },
      }),
    },
    async (request) => ({
      data: await stats.stats(
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
      config: { access: AFFILIATE },
      preValidation: signedIn,
      schema: affiliateRoute('Recent referrals, without personal data', {
        response: { 200: ReferralList },
      }),
    },
    async (request) => ({ data: await stats.referrals(userOf(request)) }),
  );

  api.get(
    '/affiliate/promo-packs',
    {
      config: { access: AFFILIATE },
      preValidation: signedIn,
      schema: affiliateRoute('Promo packs', { response: { 200: PromoPackList } }),
    },
    async (request) => ({
      data: await promoPacks.promoPacks(userOf(request), requestLanguage(request)),
    }),
  );

  api.get(
    '/affiliate/promo-packs/:slug',
    {
      preValidation: signedIn,
      config: { notFoundMessage: 'Promo pack not found.', access: AFFILIATE },
      schema: affiliateRoute('One promo pack: banners and texts with my link', {
        params: Type.Object({ slug: Slug }),
        response: { 200: PromoPackResponse },
      }),
    },
    async (request) => ({
      data: await promoPacks.promoPack(
        userOf(request),
        request.params.slug,
        requestLanguage(request),
        request.linkOrigin,
      ),
    }),
  );

  // Public: an <img src> and a download link work without the bearer header; banners carry no
  // personal data (the link is in the texts).

  api.get(
    '/affiliate/payout-settings',
    {
      config: { access: AFFILIATE },
      preValidation: signedIn,
      schema: affiliateRoute('Payout details', { response: { 200: PayoutSettingsResponse } }),
    },
    async (request) => ({ data: await payouts.payoutSettings(userOf(request)) }),
  );

  api.put(
    '/affiliate/payout-settings',
    {
      config: { access: AFFILIATE },
      preValidation: [signedIn, acceptedAffiliate],
      schema: affiliateRoute('Save payout details (IBAN checked by its checksum, or PayPal)', {
        body: PayoutSettings,
        response: { 200: PayoutSettingsResponse },
      }),
    },
    async (request) => ({
      data: await payouts.savePayoutSettings(userOf(request), request.body),
    }),
  );
};
