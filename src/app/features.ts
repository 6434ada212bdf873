import { adminModule } from '../features/admin/adminModule';
import { affiliateModule } from '../features/affiliate/affiliateModule';
import { askVetModule } from '../features/ask-vet/askVetModule';
import { authModule } from '../features/auth/authModule';
import { bannersModule } from '../features/banners/bannersModule';
import { chatModule } from '../features/chat/chatModule';
import { commerceModule } from '../features/commerce/commerceModule';
import { devOutboxModule } from '../features/dev-outbox/devOutboxModule';
import { dietPlanModule } from '../features/diet-plan/dietPlanModule';
import { documentsModule } from '../features/documents/documentsModule';
import { emergencyCardModule } from '../features/emergency-card/emergencyCardModule';
import { healthReportModule } from '../features/health-report/healthReportModule';
import { imageAnalysisModule } from '../features/image-analysis/imageAnalysisModule';
import { keeperDataModule } from '../features/keeper-data/keeperDataModule';
import { medicationStockModule } from '../features/medication-stock/medicationStockModule';
import { notificationsModule } from '../features/notifications/notificationsModule';
import { petProfileModule } from '../features/pet-profile/petProfileModule';
import { petsModule } from '../features/pets/petsModule';
import { photoGalleryModule } from '../features/photo-gallery/photoGalleryModule';
import { realtimeModule } from '../features/realtime/realtimeModule';
import { remindersModule } from '../features/reminders/remindersModule';
import { settingsModule } from '../features/settings/settingsModule';
import { sharingModule } from '../features/sharing/sharingModule';
import { vetModule } from '../features/vet/vetModule';
import { visitsModule } from '../features/visits/visitsModule';

/**
 * The web app's capabilities, one line each (app/core/webFeature.ts): the route table, the
 * sidebar, the API clients, the root store's stores and what sign-out clears are all derived
 * from this list. The order is the routes' matching order and the order the stores are
 * built and cleared in: the notifications and the realtime client come first (the realtime
 * client takes the notifications store, and stops before the session ends); the sidebar places
 * its entries by their own weights.
 */
export const WEB_FEATURES = [
  notificationsModule,
  realtimeModule,
  authModule,
  settingsModule,
  remindersModule,
  devOutboxModule,
  petsModule,
  petProfileModule,
  visitsModule,
  medicationStockModule,
  photoGalleryModule,
  documentsModule,
  dietPlanModule,
  affiliateModule,
  chatModule,
  keeperDataModule,
  imageAnalysisModule,
  healthReportModule,
  emergencyCardModule,
  sharingModule,
  vetModule,
  askVetModule,
  commerceModule,
  adminModule,
  bannersModule,
] as const;
