import type { RoleName } from '@contract/roles';
import { ADMIN_SECTIONS } from '../../features/admin/adminSections';
import type { SidebarItem, SubSidebar, SubSidebarId } from '../core/shell/sidebarTypes';

export {
  SIDEBAR_MIDDLEWARE_NAMES,
  type SidebarItem,
  type SidebarItemId,
  type SidebarLink,
  type SidebarMiddlewareName,
  type SubSidebar,
  type SubSidebarId,
} from '../core/shell/sidebarTypes';

/** The keeper's app: pets, their records and the AI assistant. */
const KEEPER: readonly RoleName[] = ['pet-keeper'];

export const SUB_SIDEBARS: Readonly<Record<SubSidebarId, SubSidebar>> = {
  aiAssistance: {
    id: 'aiAssistance',
    title: 'shell.subSidebars.aiAssistance',
    links: [
      { title: 'shell.links.symptomChecker', to: '/si/', icon: 'stethoscope' },
      { title: 'shell.links.petsThreads', to: '/pets-threads/', icon: 'clock' },
      { title: 'shell.links.aiHealthReport', to: '/my-pets/ai-health-report/', icon: 'file-text' },
    ],
  },
  // Each group holds what a keeper looks for there: a page's app bar names the group its link
  // sits in (SidebarStore.activeItem), so adding a pet is with the pets, and the plans, the cart
  // and the receipts are with the account.
  imageAnalysis: {
    id: 'imageAnalysis',
    title: 'shell.subSidebars.imageAnalysis',
    links: [
      { title: 'shell.links.newImageAnalysis', to: '/si/image-analysis/new/', icon: 'camera' },
      // Also here: the report draws on the analyses, and this sub-sidebar shows without the chat.
      { title: 'shell.links.aiHealthReport', to: '/my-pets/ai-health-report/', icon: 'file-text' },
    ],
  },
  petProfile: {
    id: 'petProfile',
    title: 'shell.subSidebars.petProfile',
    links: [
      { title: 'shell.links.dashboard', to: '/dashboard/', icon: 'heart' },
      { title: 'shell.links.information', to: '/information/', icon: 'info' },
      { title: 'shell.links.visits', to: '/pet-profile/visits/', icon: 'stethoscope' },
      { title: 'medicationStock.title', to: '/pet-profile/medications/', icon: 'clock' },
      { title: 'shell.links.photoGallery', to: '/photo-gallery/', icon: 'camera' },
      { title: 'shell.links.dietPlan', to: '/diet-and-healthy-plan/', icon: 'scale' },
      { title: 'shell.links.results', to: '/results-and-referrals/', icon: 'file-text' },
      { title: 'vets.sharing.title', to: '/pet-profile/sharing/', icon: 'share' },
      { title: 'shell.links.addPet', to: '/my-pets/create/', icon: 'heart' },
      {
        title: 'shell.links.emergencyCard',
        to: '/my-pets/emergency-card/',
        icon: 'alert-triangle',
      },
    ],
  },
  settings: {
    id: 'settings',
    title: 'shell.subSidebars.settings',
    links: [
      { title: 'settings.personalInfo.title', to: '/settings/personal-info/', icon: 'user' },
      { title: 'settings.preferences.title', to: '/settings/preferences/', icon: 'settings' },
      { title: 'reminderChannels.title', to: '/settings/reminders/', icon: 'heart' },
      { title: 'shell.links.subscription', to: '/my-pets/subscription/', icon: 'check-circle' },
      { title: 'shell.links.cart', to: '/my-pets/cart/', icon: 'credit-card' },
      { title: 'commerce.receipts.title', to: '/settings/receipts/', icon: 'file-text' },
      { title: 'keeperData.title', to: '/settings/your-data/', icon: 'lock' },
      {
        title: 'shell.links.affiliateSettings',
        to: '/settings/affiliate-program/',
        icon: 'credit-card',
      },
    ],
  },
  admin: {
    id: 'admin',
    title: 'admin.nav.title',
    links: ADMIN_SECTIONS,
  },
};

/**
 * The sidebar of the signed-in layout, in order (spec.md section 2). Items whose target route is
 * not in the app's route table yet are hidden by the store, so the shell never leads to a 404.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  {
    id: 'aiAssistant',
    title: 'shell.items.aiAssistant',
    activePath: '/si',
    to: '/si/',
    middleware: ['auth', 'hasPets'],
    subSidebar: 'aiAssistance',
    icon: 'stethoscope',
    roles: KEEPER,
  },
  {
    id: 'imageAnalysis',
    title: 'shell.items.imageAnalysis',
    activePath: '/si/image-analysis',
    to: '/si/image-analysis/',
    middleware: ['auth', 'hasPets'],
    subSidebar: 'imageAnalysis',
    icon: 'camera',
    roles: KEEPER,
  },
  {
    id: 'petProfile',
    title: 'shell.items.petProfile',
    activePath: '/pet-profile',
    // The pet profile opens on its overview; its other pages are the sub-sidebar's links.
    to: '/dashboard/',
    middleware: ['auth', 'hasPets'],
    subSidebar: 'petProfile',
    icon: 'heart',
    roles: KEEPER,
  },
  {
    // The vet area, in the vet layout: the pets keepers share with the vet's clinic.
    id: 'vetPatients',
    title: 'vets.area.patients',
    activePath: '/vet/patients',
    to: '/vet/patients/',
    middleware: ['auth'],
    icon: 'stethoscope',
    roles: ['vet'],
  },
  {
    // "Ask my vet": conversations keepers sent to the vet's clinic, answered in the vet area.
    id: 'vetQuestions',
    title: 'askVet.queue.title',
    activePath: '/vet/questions',
    to: '/vet/questions/',
    middleware: ['auth'],
    icon: 'mail',
    roles: ['vet'],
  },
  {
    id: 'settings',
    title: 'shell.items.settings',
    activePath: '/settings',
    to: '/settings/personal-info/',
    middleware: ['isNotMobile'],
    subSidebar: 'settings',
    icon: 'settings',
  },
  {
    id: 'affiliateDashboard',
    title: 'shell.items.affiliateDashboard',
    activePath: '/affiliate-program/dashboard',
    to: '/affiliate-program/dashboard/',
    middleware: [],
    icon: 'credit-card',
  },
  {
    // The admin console: for the admin and super-admin roles, on phones too.
    id: 'admin',
    title: 'admin.nav.title',
    activePath: '/admin',
    to: '/admin/',
    middleware: ['auth', 'isAdmin'],
    subSidebar: 'admin',
    icon: 'shield',
  },
];

/** The sidebar the app's root store is built with. */
export const APP_SIDEBAR = { items: SIDEBAR_ITEMS, subSidebars: SUB_SIDEBARS };
