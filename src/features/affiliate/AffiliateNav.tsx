import { useLocation } from '@reach/router';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { matchesActivePath } from '../../app/core/shell/sidebarPaths';
import type { AppKey } from '../../i18n/appKeys';
import { TabLinks } from '../../ui/TabLinks';
import {
  AFFILIATE_DASHBOARD_PATH,
  PAYOUT_SETTINGS_PATH,
  PROGRAM_RULES_PATH,
  PROMO_PACKS_PATH,
} from './affiliatePaths';

const PAGES: readonly { to: string; title: AppKey }[] = [
  { to: AFFILIATE_DASHBOARD_PATH, title: 'affiliate.nav.dashboard' },
  { to: PROMO_PACKS_PATH, title: 'affiliate.nav.promoPacks' },
  { to: PROGRAM_RULES_PATH, title: 'affiliate.nav.rules' },
  { to: PAYOUT_SETTINGS_PATH, title: 'affiliate.nav.payout' },
];

/**
 * The affiliate's pages as tabs above each of them (the programme has no sub-sidebar in the
 * spec): dashboard, promo packs, rules and payout details.
 */
export function AffiliateNav() {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const { pathname } = useLocation();
  return (
    <TabLinks
      label={t('affiliate.nav.label')}
      mb="6"
      // The tabs wrap onto a second line on a phone (the Japanese names are long): every tab
      // stays in sight, none hides past the edge of a bar that scrolls.
      listProps={{ wrap: 'wrap', columnGap: '1', borderBottomWidth: '1px', borderColor: 'border' }}
      links={PAGES.map((page) => ({
        to: nav.pathTo(page.to),
        label: t(page.title),
        current: matchesActivePath(pathname, page.to),
      }))}
      look={(current) => ({
        py: '2.5',
        mb: '-1px',
        borderBottomWidth: '3px',
        borderColor: current ? 'brand.solid' : 'transparent',
        color: current ? 'brand.fg' : 'fg.muted',
        whiteSpace: 'nowrap',
        _hover: { color: 'fg' },
      })}
    />
  );
}
