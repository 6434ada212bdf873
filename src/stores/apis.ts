import type { HttpClient } from '../http/httpClient';
import { createAdminApi } from '../features/admin/adminApi';
import { createAffiliateApi } from '../features/affiliate/affiliateApi';
import { createAuthApi } from '../features/auth/authApi';
import { createChatApi } from '../features/chat/chatApi';
import { createCommerceApi } from '../features/commerce/commerceApi';
import { createDevOutboxApi } from '../features/dev-outbox/devOutboxApi';
import { createDietPlanApi } from '../features/diet-plan/dietPlanApi';
import { createDocumentsApi } from '../features/documents/documentsApi';
import { createHealthReportApi } from '../features/health-report/healthReportApi';
import { createImageAnalysisApi } from '../features/image-analysis/imageAnalysisApi';
import { createKeeperDataApi } from '../features/keeper-data/keeperDataApi';
import { createNotificationsApi } from '../features/notifications/notificationsApi';
import { createPetProfileApi } from '../features/pet-profile/petProfileApi';
import { createPetsApi } from '../features/pets/petsApi';
import { createGalleryApi } from '../features/photo-gallery/galleryApi';
import { createRemindersApi } from '../features/reminders/remindersApi';
import { createAccountApi } from '../features/settings/accountApi';
import { createSharingApi } from '../features/sharing/sharingApi';
import { createVetApi } from '../features/vet/vetApi';
import { createVisitsApi } from '../features/visits/visitsApi';
import { createMedicationStockApi } from '../features/medication-stock/medicationStockApi';

/** Every feature's API client over the one HTTP client (RootStore.api). */
export function createApis(http: HttpClient) {
  return {
    auth: createAuthApi(http),
    account: createAccountApi(http),
    pets: createPetsApi(http),
    petProfile: createPetProfileApi(http),
    visits: createVisitsApi(http),
    gallery: createGalleryApi(http),
    documents: createDocumentsApi(http),
    dietPlan: createDietPlanApi(http),
    reminders: createRemindersApi(http),
    chat: createChatApi(http),
    imageAnalysis: createImageAnalysisApi(http),
    healthReport: createHealthReportApi(http),
    notifications: createNotificationsApi(http),
    devOutbox: createDevOutboxApi(http),
    keeperData: createKeeperDataApi(http),
    sharing: createSharingApi(http),
    vet: createVetApi(http),
    affiliate: createAffiliateApi(http),
    commerce: createCommerceApi(http),
    admin: createAdminApi(http),
    medicationStock: createMedicationStockApi(http),
  };
}

export type Apis = ReturnType<typeof createApis>;
