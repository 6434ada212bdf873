// The kinds of content the admin console edits at /api/admin/{kind}: for each, the view the API
// lists and answers and the input it takes. The API registers its routes from this list and the
// console's client is typed by it, so a kind added on one side is added on both.
import type { Static } from '@sinclair/typebox';
import {
  AdminCareItem,
  AdminCity,
  AdminFaq,
  AdminNews,
  AdminPage,
  AdminPromoPack,
  CareItemInput,
  CityInput,
  FaqInput,
  NewsInput,
  PageInput,
  PromoPackInput,
} from './adminContent';

export const ADMIN_CONTENT_KINDS = {
  news: { view: AdminNews, input: NewsInput },
  faq: { view: AdminFaq, input: FaqInput },
  'care-items': { view: AdminCareItem, input: CareItemInput },
  cities: { view: AdminCity, input: CityInput },
  pages: { view: AdminPage, input: PageInput },
  'promo-packs': { view: AdminPromoPack, input: PromoPackInput },
};

type Schemas = typeof ADMIN_CONTENT_KINDS;

/** Each kind's view and input as the client and the server's services hold them. */
export type AdminContentKinds = {
  [K in keyof Schemas]: { view: Static<Schemas[K]['view']>; input: Static<Schemas[K]['input']> };
};
export type AdminContentKind = keyof AdminContentKinds;
