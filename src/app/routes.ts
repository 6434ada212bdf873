import { isAuthProvider } from '@contract/authProviders';
import { ADMIN_ROUTES } from '../features/admin/adminRoutes';
import { AuthChoiceScreen } from '../features/auth/AuthChoiceScreen';
import { CheckInboxScreen } from '../features/auth/CheckInboxScreen';
import { LoginScreen } from '../features/auth/LoginScreen';
import { PasswordResetScreen } from '../features/auth/PasswordResetScreen';
import { ProviderCallbackScreen } from '../features/auth/ProviderCallbackScreen';
import { RecoverPasswordScreen } from '../features/auth/RecoverPasswordScreen';
import { RegisterScreen } from '../features/auth/RegisterScreen';
import { AFFILIATE_ROUTES } from '../features/affiliate/affiliateRoutes';
import { CHAT_ROUTES } from '../features/chat/chatRoutes';
import { COMMERCE_ROUTES } from '../features/commerce/commerceRoutes';
import { DevOutboxScreen } from '../features/devOutbox/DevOutboxScreen';
import { DIET_PLAN_ROUTES } from '../features/diet-plan/dietPlanRoutes';
import { DOCUMENTS_ROUTES } from '../features/documents/documentsRoutes';
import { KEEPER_DATA_ROUTES } from '../features/keeper-data/keeperDataRoutes';
import { HEALTH_REPORT_ROUTES } from '../features/health-report/healthReportRoutes';
import { IMAGE_ANALYSIS_ROUTES } from '../features/image-analysis/imageAnalysisRoutes';
import { PET_PROFILE_ROUTES } from '../features/pet-profile/petProfileRoutes';
import { PETS_ROUTES } from '../features/pets/petsRoutes';
import { PHOTO_GALLERY_ROUTES } from '../features/photo-gallery/photoGalleryRoutes';
import { VISITS_ROUTES } from '../features/visits/visitsRoutes';
import { PersonalInfoScreen } from '../features/settings/PersonalInfoScreen';
import { SHARING_ROUTES } from '../features/sharing/sharingRoutes';
import { VET_ROUTES } from '../features/vet/vetRoutes';
import { PreferencesScreen } from '../features/settings/PreferencesScreen';
import { requireEmailQuery } from './routeMiddleware';
import type { AppRoute } from './routeTypes';

/** Reset tokens are opaque; anything else in that segment is not a link we sent. */
const RESET_TOKEN = /^[A-Za-z0-9._~-]{16,256}$/;

/**
 * The app's routes (spec.md section 2), without locale prefix. Only the routes whose screens
 * exist are listed: everything else under the app areas falls to /error/404.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    name: 'auth',
    path: '/auth',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.choice.title',
    component: AuthChoiceScreen,
  },
  {
    name: 'auth-login',
    path: '/auth/login',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.login.title',
    component: LoginScreen,
  },
  {
    name: 'auth-register',
    path: '/auth/register',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.register.title',
    component: RegisterScreen,
  },
  {
    name: 'auth-recover-password',
    path: '/auth/recover-password',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.recover.title',
    component: RecoverPasswordScreen,
  },
  {
    // The guest-only route that needs ?email= (spec.md: path not shown).
    name: 'auth-check-your-inbox',
    path: '/auth/check-your-inbox',
    layout: 'empty',
    middleware: ['guest', requireEmailQuery],
    title: 'auth.checkInbox.title',
    component: CheckInboxScreen,
  },
  {
    name: 'auth-password-reset',
    path: '/auth/password-reset/:token',
    layout: 'empty',
    middleware: [],
    title: 'auth.reset.title',
    component: PasswordResetScreen,
    validate: ({ token }) => RESET_TOKEN.test(token ?? ''),
  },
  {
    name: 'auth-provider-callback',
    path: '/auth/:provider/callback',
    layout: 'empty',
    middleware: [],
    title: 'auth.callback.title',
    component: ProviderCallbackScreen,
    validate: ({ provider }) => isAuthProvider(provider),
  },
  {
    name: 'settings-preferences',
    path: '/settings/preferences',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'settings.preferences.title',
    component: PreferencesScreen,
  },
  {
    name: 'settings-personal-info',
    path: '/settings/personal-info',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'settings.personalInfo.title',
    component: PersonalInfoScreen,
  },
  {
    name: 'dev-outbox',
    path: '/dev/outbox',
    layout: 'default',
    middleware: [],
    title: 'devOutbox.title',
    component: DevOutboxScreen,
  },
  ...PETS_ROUTES,
  ...PET_PROFILE_ROUTES,
  ...VISITS_ROUTES,
  ...PHOTO_GALLERY_ROUTES,
  ...DOCUMENTS_ROUTES,
  ...DIET_PLAN_ROUTES,
  ...AFFILIATE_ROUTES,
  ...CHAT_ROUTES,
  ...KEEPER_DATA_ROUTES,
  ...IMAGE_ANALYSIS_ROUTES,
  ...HEALTH_REPORT_ROUTES,
  ...SHARING_ROUTES,
  ...VET_ROUTES,
  ...COMMERCE_ROUTES,
  ...ADMIN_ROUTES,
];
