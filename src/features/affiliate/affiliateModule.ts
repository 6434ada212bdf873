import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { followAffiliateStatus } from '../../stores/storeLinks';
import { createAffiliateApi } from './affiliateApi';
import { AFFILIATE_ROUTES } from './affiliateRoutes';
import { AffiliateStore } from './AffiliateStore';

/** The affiliate programme: joining, its dashboard, the promo packs and its settings page. */
export const affiliateModule = defineWebFeature({
  name: 'affiliate',
  routes: AFFILIATE_ROUTES,
  apis: (http) => ({ affiliate: createAffiliateApi(http) }),
  stores: {
    affiliate: {
      create: ({ root }: StoreContext): AffiliateStore =>
        new AffiliateStore(root.api.affiliate, {
          userId: () => root.auth.user?.id ?? null,
          locale: () => root.locale,
          onStatus: (status) => followAffiliateStatus(root.auth, status),
        }),
      clear: (affiliate) => affiliate.clear(),
    },
  },
  sidebar: {
    items: [
      {
        id: 'affiliateDashboard',
        title: 'shell.items.affiliateDashboard',
        activePath: '/affiliate-program/dashboard',
        to: '/affiliate-program/dashboard/',
        middleware: [],
        icon: 'credit-card',
        sortWeight: 70,
      },
    ],
    links: [
      {
        group: 'settings',
        title: 'shell.links.affiliateSettings',
        to: '/settings/affiliate-program/',
        icon: 'credit-card',
        sortWeight: 80,
      },
    ],
  },
});
