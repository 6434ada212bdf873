// The programme's public routes (contract/schemas/affiliate.ts; README.md here): its terms and
// rules for the landing pages, the click on a referral link, and the banner images.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AffiliateProgrammeResponse,
  AffiliateRulesResponse,
  ClickBody,
} from '@contract/schemas/affiliate';
import { Slug } from '@contract/schemas/common';
import { requireAuth } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';
import { requestLanguage } from '../http/requestLanguage';
import { NO_CONTENT } from '../http/routeSchema';
import type { AffiliateServices } from './affiliateServices';
import { PUBLIC } from '../http/routeAccess';

export interface PublicAffiliateRoutesOptions {
  affiliate: AffiliateServices;
}

export const publicAffiliateRoutes: FastifyPluginAsyncTypebox<
  PublicAffiliateRoutesOptions
> = async (api, { affiliate }) => {
  const { programme, promoPacks } = affiliate;

  api.get(
    '/affiliate/programme',
    {
      // Public; signed in, the minimum payout is in the keeper's own currency.
      config: { access: PUBLIC },
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
      data: await programme.programme(
        request.auth === null ? null : request.auth.userId,
        requestLanguage(request),
      ),
    }),
  );

  api.get(
    '/affiliate/rules',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['affiliate'],
        summary: 'The programme rules in the App-Language, with their version',
        response: { 200: AffiliateRulesResponse },
      },
    },
    async (request) => ({ data: programme.rules(requestLanguage(request)) }),
  );

  api.post(
    '/affiliate/clicks',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['affiliate'],
        summary: 'A visitor followed a referral link (public)',
        body: ClickBody,
        response: { 204: NO_CONTENT, 422: ErrorResponseRef },
      },
    },
    async (request, reply) => {
      await programme.click(request.body.code, request.body.landing_path);
      return reply.code(204).send(null);
    },
  );

  // Public: an <img src> and a download link work without the bearer header; banners carry no
  // personal data (the link is in the texts).
  api.get(
    '/affiliate/promo-packs/:slug/banners/:banner',
    {
      config: { notFoundMessage: 'Banner not found.', access: PUBLIC },
      schema: {
        hide: true,
        tags: ['affiliate'],
        summary: 'A banner image (PNG)',
        params: Type.Object({ slug: Slug, banner: Type.String({ pattern: '^[a-z]+\\.png$' }) }),
        querystring: Type.Object({ lang: Type.Optional(Type.String({ enum: ['en', 'jp'] })) }),
      },
    },
    async (request, reply) => {
      const png = await promoPacks.banner(
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
};
