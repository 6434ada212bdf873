import type { AppKey } from '../../i18n/appKeys';
import type { IconName } from '../../ui/Icon';

/**
 * The admin console's pages, in menu order: the shell's admin sub-sidebar lists them, and the
 * overview too (on phones the sub-sidebar is a drawer).
 */
export const ADMIN_SECTIONS: readonly { title: AppKey; to: string; icon: IconName }[] = [
  { title: 'admin.nav.overview', to: '/admin/', icon: 'shield' },
  { title: 'admin.nav.news', to: '/admin/content/news/', icon: 'file-text' },
  { title: 'admin.nav.faq', to: '/admin/content/faq/', icon: 'info' },
  { title: 'admin.nav.cities', to: '/admin/content/cities/', icon: 'globe' },
  { title: 'admin.nav.careItems', to: '/admin/content/care-items/', icon: 'map-pin' },
  { title: 'admin.nav.pages', to: '/admin/content/pages/', icon: 'lock' },
  { title: 'admin.nav.promoPacks', to: '/admin/content/promo-packs/', icon: 'heart' },
  { title: 'admin.nav.redirects', to: '/admin/redirects/', icon: 'arrow-right' },
  { title: 'admin.nav.siteBuild', to: '/admin/site-build/', icon: 'clock' },
  { title: 'admin.nav.users', to: '/admin/users/', icon: 'user' },
  { title: 'admin.nav.affiliates', to: '/admin/affiliates/', icon: 'credit-card' },
  { title: 'admin.nav.auditLog', to: '/admin/audit-log/', icon: 'check-circle' },
];
