// The affiliate programme's routes, one file per audience: the partner's (partnerRoutes.ts), the
// public ones (publicAffiliateRoutes.ts) and the admin console's (adminAffiliateRoutes.ts).
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { adminAffiliateRoutes } from './adminAffiliateRoutes';
import type { AffiliateServices } from './affiliateServices';
import { partnerRoutes } from './partnerRoutes';
import { publicAffiliateRoutes } from './publicAffiliateRoutes';

export interface AffiliateRoutesOptions {
  signedIn: preHandlerAsyncHookHandler;
  admin: preHandlerAsyncHookHandler;
  affiliate: AffiliateServices;
}

export const affiliateRoutes: FastifyPluginAsync<AffiliateRoutesOptions> = async (
  api,
  { signedIn, admin, affiliate },
) => {
  await api.register(partnerRoutes, { signedIn, affiliate });
  await api.register(publicAffiliateRoutes, { affiliate });
  await api.register(adminAffiliateRoutes, { admin, affiliate });
};
