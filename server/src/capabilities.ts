// Every capability of the server, one line each: app.ts registers their routes in this order
// (under /api, then their site paths). A capability is one object its folder exports
// (http/capability.ts); adding one is adding its line here. Areas that build services several
// folders share (pets, the AI assistant, commerce…) are in routeGroups/.
import { accountCapability } from './routeGroups/accountRouteGroup';
import { adminCapability } from './routeGroups/adminRouteGroup';
import { aiCapability } from './routeGroups/aiRouteGroup';
import { commerceCapability } from './routeGroups/commerceRouteGroup';
import { keeperDataCapability } from './routeGroups/keeperDataRouteGroup';
import { petsCapability } from './routeGroups/petsRouteGroup';
import { vetSharingCapability } from './routeGroups/vetSharingRouteGroup';
import { contactCapability } from './contact/contactCapability';
import { contentCapability } from './content/contentCapability';
import { healthCapability } from './health/healthCapability';
import type { ServerCapability } from './http/capability';
import { iconsCapability } from './icons/iconsCapability';
import { medicationStockCapability } from './medication-stock/medicationStockCapability';
import { notificationsCapability } from './notifications/notificationsCapability';
import { postalCodesCapability } from './postal-codes/postalCodesCapability';
import { realtimeCapability } from './realtime/realtimeCapability';
import { redirectsCapability } from './redirects/redirectsCapability';
import { siteCapability } from './site/siteCapability';

export const CAPABILITIES: readonly ServerCapability[] = [
  healthCapability,
  contentCapability,
  accountCapability,
  petsCapability,
  medicationStockCapability,
  aiCapability,
  commerceCapability,
  keeperDataCapability,
  vetSharingCapability,
  contactCapability,
  redirectsCapability,
  siteCapability,
  adminCapability,
  notificationsCapability,
  iconsCapability,
  postalCodesCapability,
  realtimeCapability,
];
