import { ADMIN_ROUTES } from '../features/admin/adminRoutes';
import { AUTH_ROUTES } from '../features/auth/authRoutes';
import { DEV_OUTBOX_ROUTES } from '../features/dev-outbox/devOutboxRoutes';
import { SETTINGS_ROUTES } from '../features/settings/settingsRoutes';
import { REMINDERS_ROUTES } from '../features/reminders/remindersRoutes';
import { AFFILIATE_ROUTES } from '../features/affiliate/affiliateRoutes';
import { CHAT_ROUTES } from '../features/chat/chatRoutes';
import { COMMERCE_ROUTES } from '../features/commerce/commerceRoutes';
import { DIET_PLAN_ROUTES } from '../features/diet-plan/dietPlanRoutes';
import { DOCUMENTS_ROUTES } from '../features/documents/documentsRoutes';
import { KEEPER_DATA_ROUTES } from '../features/keeper-data/keeperDataRoutes';
import { HEALTH_REPORT_ROUTES } from '../features/health-report/healthReportRoutes';
import { EMERGENCY_CARD_ROUTES } from '../features/emergency-card/emergencyCardRoutes';
import { IMAGE_ANALYSIS_ROUTES } from '../features/image-analysis/imageAnalysisRoutes';
import { PET_PROFILE_ROUTES } from '../features/pet-profile/petProfileRoutes';
import { PETS_ROUTES } from '../features/pets/petsRoutes';
import { PHOTO_GALLERY_ROUTES } from '../features/photo-gallery/photoGalleryRoutes';
import { VISITS_ROUTES } from '../features/visits/visitsRoutes';
import { MEDICATION_STOCK_ROUTES } from '../features/medication-stock/medicationStockRoutes';
import { SHARING_ROUTES } from '../features/sharing/sharingRoutes';
import { VET_ROUTES } from '../features/vet/vetRoutes';
import { ASK_VET_ROUTES } from '../features/ask-vet/askVetRoutes';
import type { AppRoute } from './core/routeTypes';

/**
 * The app's routes (spec.md section 2), without locale prefix: every feature's own routes, in
 * order. Only routes whose screens exist are listed: everything else under the app areas falls
 * to /error/404.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...AUTH_ROUTES,
  ...SETTINGS_ROUTES,
  ...REMINDERS_ROUTES,
  ...DEV_OUTBOX_ROUTES,
  ...PETS_ROUTES,
  ...PET_PROFILE_ROUTES,
  ...VISITS_ROUTES,
  ...MEDICATION_STOCK_ROUTES,
  ...PHOTO_GALLERY_ROUTES,
  ...DOCUMENTS_ROUTES,
  ...DIET_PLAN_ROUTES,
  ...AFFILIATE_ROUTES,
  ...CHAT_ROUTES,
  ...KEEPER_DATA_ROUTES,
  ...IMAGE_ANALYSIS_ROUTES,
  ...HEALTH_REPORT_ROUTES,
  ...EMERGENCY_CARD_ROUTES,
  ...SHARING_ROUTES,
  ...VET_ROUTES,
  ...ASK_VET_ROUTES,
  ...COMMERCE_ROUTES,
  ...ADMIN_ROUTES,
];
