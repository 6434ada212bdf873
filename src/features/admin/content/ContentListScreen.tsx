import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES } from '@contract/contentStatuses';
import { LOCALES } from '@contract/locales';
import type { AdminListQuery } from '@contract/schemas/adminContent';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppLink } from '../../../ui/AppLink';
import { AppIcon } from '../../../ui/icons/AppIcon';
import type { ContentKind, ContentView } from '../adminApi';
import { contentEditPath, isContentKind } from '../adminPaths';
import { queryKey } from '../AdminStore';
import { AdminList, AdminRow, AdminRows, useListPage } from '../shared/AdminList';
import { AdminPage } from '../shared/AdminPage';
import { FilterBar, type FilterSpec } from '../shared/FilterBar';
import { formatDateTime } from '../../../i18n/dates';
import { LinkButton } from '../../../ui/LinkButton';
import { StatusBadge } from '../shared/StatusBadge';
import { useListQuery } from '../shared/useListQuery';
import { contentTitle } from './contentLabels';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';

const PER_PAGE = 20;
const FILTERS = ['q', 'locale', 'status', 'city_id'] as const;

/**
 * /admin/content/{kind}: one kind of content (news, FAQ, cities, care places, pages, promo
 * packs), drafts included, last edited first — searched, filtered by language and status
 * (care places also by city), a page at a time; each opens in the editor.
 */
export const ContentListScreen = observer(function ContentListScreen({ params }: RouteScreenProps) {
  const kind = params.kind;
  if (!isContentKind(kind)) return null;
  return <ContentList key={kind} kind={kind} />;
});

const ContentList = observer(function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('app');
  const { admin } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const { values, page, apply, goToPage } = useListQuery(FILTERS);
  const query: AdminListQuery = {
    q: values.q || undefined,
    locale: (values.locale || undefined) as AdminListQuery['locale'],
    status: (values.status || undefined) as AdminListQuery['status'],
    city_id: kind === 'care-items' && values.city_id ? Number(values.city_id) : undefined,
    page,
    per_page: PER_PAGE,
  };
  const key = queryKey(query);
  const list = admin.contentList(kind);
  const result = useListPage(list, key);
  useEffect(() => {
    if (kind === 'care-items') void admin.cities.load('all');
  }, [admin, kind]);
  const cities = admin.cities.valueFor('all') ?? [];
  const cityName = (id: number) => cities.find((c) => c.id === id)?.name;

  const filters: FilterSpec[] = [
    { name: 'q', label: t('admin.filters.search') },
    ...(kind === 'promo-packs'
      ? []
      : [
          {
            name: 'locale',
            label: t('admin.filters.locale'),
            options: LOCALES.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.code})` })),
          },
        ]),
    {
      name: 'status',
      label: t('admin.filters.status'),
      options: CONTENT_STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) })),
    },
    ...(kind === 'care-items'
      ? [
          {
            name: 'city_id',
            label: t('admin.filters.city'),
            options: cities.map((c) => ({ value: String(c.id), label: `${c.name} (${c.locale})` })),
          },
        ]
      : []),
  ];

  return (
    <AdminPage
      title={t(`admin.kinds.${kind}.title`)}
      intro={t(`admin.kinds.${kind}.intro`)}
      actions={
        <LinkButton to={nav.pathTo(contentEditPath(kind, 'new'))} variant="primary">
          <AppIcon icon="lucide:plus" size={18} />
          {t(`admin.kinds.${kind}.new`)}
        </LinkButton>
      }
    >
      <FilterBar key={key} filters={filters} query={{ values, apply }} />
      <AdminList state={list.state} page={result} empty={t('admin.list.empty')} onPage={goToPage}>
        <AdminRows label={t(`admin.kinds.${kind}.title`)}>
          {result?.data.map((item: ContentView) => {
            const record = item as ContentView & {
              locale?: string;
              slug: string;
              city_id?: number;
            };
            return (
              <AdminRow key={item.id}>
                <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
                  <Box minW="0" flex="1 1 16rem">
                    <AppLink
                      to={nav.pathTo(contentEditPath(kind, item.id))}
                      fontWeight="semibold"
                      {...TEXT_LINK_LOOK}
                      overflowWrap="anywhere"
                    >
                      {contentTitle(kind, item) || record.slug}
                    </AppLink>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {[
                        record.locale,
                        record.slug,
                        record.city_id !== undefined ? cityName(record.city_id) : undefined,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Box>
                  <Flex direction="column" align="flex-end" gap="1">
                    <StatusBadge tone={item.status === 'published' ? 'success' : 'neutral'}>
                      {t(`admin.status.${item.status}`)}
                    </StatusBadge>
                    <Text fontSize="xs" color="fg.muted">
                      {t('admin.list.edited', { time: formatDateTime(item.updated_at, bcp47) })}
                    </Text>
                  </Flex>
                </Flex>
              </AdminRow>
            );
          })}
        </AdminRows>
      </AdminList>
    </AdminPage>
  );
});
