import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import type { AppKey } from '../../../i18n/appKeys';
import { ADMIN_SECTIONS } from '../adminSections';
import { AFFILIATES_PATH, AUDIT_LOG_PATH, contentListPath } from '../adminPaths';
import { queryKey } from '../AdminStore';
import { AdminPage } from '../shared/AdminPage';
import { formatDateTime } from '../../../i18n/dates';
import { SiteBuildPanel } from '../siteBuild/SiteBuildPanel';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';

const RECENT = { page: 1, per_page: 5 };
const DRAFTS = { status: 'draft' as const, page: 1, per_page: 1 };

/**
 * /admin: where an admin starts — what waits for them (affiliate applications, drafts), the
 * public site's rebuild, the latest admin actions, and every section of the console (on phones
 * the section menu is a drawer, so the sections are listed here too).
 */
export const AdminHomeScreen = observer(function AdminHomeScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { admin, auth } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  useEffect(() => {
    void admin.applications.load('pending', { force: true });
    void admin.loadContentList('news', DRAFTS);
    void admin.audit.load(queryKey(RECENT), { force: true });
  }, [admin]);
  const pending = admin.applications.valueFor('pending');
  const drafts = admin.contentList('news').valueFor(queryKey(DRAFTS));
  const recent = admin.audit.valueFor(queryKey(RECENT));

  const cards: { label: string; value: string; to: string }[] = [
    {
      label: t('admin.home.pendingApplications'),
      value: pending ? String(pending.length) : '…',
      to: AFFILIATES_PATH,
    },
    {
      label: t('admin.home.newsDrafts'),
      value: drafts ? String(drafts.meta.total) : '…',
      to: contentListPath('news', 'status=draft'),
    },
  ];

  return (
    <AdminPage
      title={t('admin.home.title')}
      intro={t('admin.home.intro', { name: auth.user?.name ?? '' })}
    >
      <Grid gap="4" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} mb="6">
        {cards.map((card) => (
          <AppLink
            key={card.label}
            to={nav.pathTo(card.to)}
            display="block"
            p="4"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            bg="bg.surface"
            _hover={{ borderColor: 'brand.solid' }}
          >
            <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
              {card.value}
            </Text>
            <Text color="brand.fg" fontWeight="semibold" textDecoration="underline">
              {card.label}
            </Text>
          </AppLink>
        ))}
      </Grid>

      <Box mb="8">
        <SiteBuildPanel />
      </Box>

      <chakra.section aria-labelledby="recent-heading" mb="8">
        <chakra.h2 id="recent-heading" fontSize="xl" fontWeight="bold" mb="3">
          {t('admin.home.recent')}
        </chakra.h2>
        {!recent ? (
          <Text role="status" color="fg.muted">
            {t('common.loading')}
          </Text>
        ) : recent.data.length === 0 ? (
          <Text color="fg.muted">{t('admin.home.noActivity')}</Text>
        ) : (
          <chakra.ul listStyleType="none" display="grid" gap="1">
            {recent.data.map((entry) => (
              <li key={entry.id}>
                <Text fontSize="sm" overflowWrap="anywhere">
                  <chakra.time dateTime={entry.occurred_at} color="fg.muted" me="2">
                    {formatDateTime(entry.occurred_at, bcp47)}
                  </chakra.time>
                  {t('admin.home.recentEntry', {
                    who: entry.actor.email,
                    what: t(`admin.audit.actions.${entry.action.replace('.', '_')}` as AppKey),
                    target: entry.target.label || entry.target.id,
                  })}
                </Text>
              </li>
            ))}
          </chakra.ul>
        )}
        <Box mt="2">
          <AppLink to={nav.pathTo(AUDIT_LOG_PATH)} {...TEXT_LINK_LOOK}>
            {t('admin.home.allActivity')}
          </AppLink>
        </Box>
      </chakra.section>

      <chakra.nav aria-labelledby="sections-heading">
        <chakra.h2 id="sections-heading" fontSize="xl" fontWeight="bold" mb="3">
          {t('admin.home.sections')}
        </chakra.h2>
        <Grid
          as="ul"
          listStyleType="none"
          gap="2"
          templateColumns={{
            base: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          }}
        >
          {ADMIN_SECTIONS.slice(1).map((link) => (
            <li key={link.to}>
              <AppLink
                to={nav.pathTo(link.to)}
                display="flex"
                alignItems="center"
                gap="2"
                p="3"
                minH="11"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                bg="bg.surface"
                fontWeight="semibold"
                _hover={{ borderColor: 'brand.solid' }}
              >
                <Icon name={link.icon} size={18} />
                {t(link.title)}
              </AppLink>
            </li>
          ))}
        </Grid>
      </chakra.nav>
    </AdminPage>
  );
});
