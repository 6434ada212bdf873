import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES } from '@contract/roles';
import type { AdminUserListQuery } from '@contract/schemas/adminUsers';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppLink } from '../../../ui/AppLink';
import { userPath } from '../adminPaths';
import { queryKey } from '../AdminStore';
import { AdminList, AdminRow, AdminRows, useListPage } from '../shared/AdminList';
import { AdminPage } from '../shared/AdminPage';
import { FilterBar } from '../shared/FilterBar';
import { formatDateTime } from '../../../i18n/dates';
import { formatList } from '../shared/listAndDuration';
import { StatusBadge } from '../shared/StatusBadge';
import { useListQuery } from '../shared/useListQuery';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';

const FILTERS = ['q', 'role', 'status'] as const;

/** /admin/users: every account, newest first, searched by name or e-mail and filtered. */
export const UsersScreen = observer(function UsersScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { admin } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const { values, page, apply, goToPage } = useListQuery(FILTERS);
  const query: AdminUserListQuery = {
    q: values.q || undefined,
    role: (values.role || undefined) as AdminUserListQuery['role'],
    status: (values.status || undefined) as AdminUserListQuery['status'],
    page,
    per_page: 25,
  };
  const key = queryKey(query);
  const result = useListPage(admin.users, key);

  return (
    <AdminPage title={t('admin.users.title')} intro={t('admin.users.intro')}>
      <FilterBar
        key={key}
        query={{ values, apply }}
        filters={[
          { name: 'q', label: t('admin.users.search') },
          {
            name: 'role',
            label: t('admin.users.role'),
            options: ROLE_NAMES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) })),
          },
          {
            name: 'status',
            label: t('admin.filters.status'),
            options: (['active', 'disabled'] as const).map((status) => ({
              value: status,
              label: t(`admin.users.status.${status}`),
            })),
          },
        ]}
      />
      <AdminList
        state={admin.users.state}
        page={result}
        empty={t('admin.list.empty')}
        onPage={goToPage}
      >
        <AdminRows label={t('admin.users.title')}>
          {result?.data.map((user) => (
            <AdminRow key={user.id}>
              <Flex gap="3" justify="space-between" wrap="wrap">
                <Box minW="0" flex="1 1 16rem">
                  <AppLink
                    to={nav.pathTo(userPath(user.id))}
                    fontWeight="semibold"
                    {...TEXT_LINK_LOOK}
                    overflowWrap="anywhere"
                  >
                    {user.name}
                  </AppLink>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {user.email}
                  </Text>
                  <Text fontSize="sm">
                    {formatList(
                      user.roles.map((role) => t(`admin.roles.${role.name}`)),
                      bcp47,
                    )}
                  </Text>
                </Box>
                <Flex direction="column" align="flex-end" gap="1">
                  <StatusBadge tone={user.status === 'active' ? 'success' : 'danger'}>
                    {t(`admin.users.status.${user.status}`)}
                  </StatusBadge>
                  <Text fontSize="xs" color="fg.muted">
                    {user.last_active_at
                      ? t('admin.users.lastActive', {
                          time: formatDateTime(user.last_active_at, bcp47),
                        })
                      : t('admin.users.neverActive')}
                  </Text>
                </Flex>
              </Flex>
            </AdminRow>
          ))}
        </AdminRows>
      </AdminList>
    </AdminPage>
  );
});
