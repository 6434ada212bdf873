import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@contract/adminAudit';
import type { AuditEntry, AuditListQuery } from '@contract/schemas/adminAudit';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import type { AppKey } from '../../../i18n/appKeys';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppLink } from '../../../ui/AppLink';
import type { ContentKind } from '../adminApi';
import { AFFILIATES_PATH, contentEditPath, REDIRECTS_PATH, userPath } from '../adminPaths';
import { queryKey } from '../AdminStore';
import { KIND_AUDIT_TYPES } from '../content/contentLabels';
import { AdminList, useListPage } from '../shared/AdminList';
import { AdminPage } from '../shared/AdminPage';
import { FilterBar } from '../shared/FilterBar';
import { formatDateTime } from '../../../i18n/dates';
import { StatusBadge } from '../shared/StatusBadge';
import { useListQuery } from '../shared/useListQuery';
import { ChangeDetails } from './ChangeDetails';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';

const FILTERS = ['action', 'target_type', 'target_id', 'actor', 'q', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An action's UI string: `content_image.upload` → admin.audit.actions.content_image_upload. */
function actionKey(action: AuditAction): AppKey {
  return `admin.audit.actions.${action.replace('.', '_')}` as AppKey;
}

const CONTENT_KIND_OF = Object.fromEntries(
  Object.entries(KIND_AUDIT_TYPES).map(([kind, type]) => [type, kind]),
) as Partial<Record<AuditTargetType, ContentKind>>;

/** Where the record an entry is about can be seen now (null when nowhere). */
function targetPath(entry: AuditEntry): string | null {
  const { type, id } = entry.target;
  const kind = CONTENT_KIND_OF[type];
  if (kind) return contentEditPath(kind, Number(id));
  if (type === 'user') return entry.target.label ? userPath(id) : null;
  if (type === 'redirect') return entry.action === 'redirect.delete' ? null : REDIRECTS_PATH;
  if (type === 'affiliate_application') return `${AFFILIATES_PATH}?view=all`;
  return null;
}

/**
 * /admin/audit-log: every admin action — who, what, when, which record, why — newest first,
 * filtered by action, kind of record, admin, text and days; each entry shows what changed, before
 * and after. Read only: nobody can change or delete an entry.
 */
export const AuditLogScreen = observer(function AuditLogScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { admin } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const { values, page, apply, goToPage } = useListQuery(FILTERS);
  const query: AuditListQuery = {
    action: (values.action || undefined) as AuditListQuery['action'],
    target_type: (values.target_type || undefined) as AuditListQuery['target_type'],
    target_id: values.target_id || undefined,
    actor: values.actor || undefined,
    q: values.q || undefined,
    from: DAY.test(values.from) ? values.from : undefined,
    to: DAY.test(values.to) ? values.to : undefined,
    page,
    per_page: 25,
  };
  const key = queryKey(query);
  // Asked again on every visit: the log grows while the screen is away.
  const result = useListPage(admin.audit, key, true);

  return (
    <AdminPage title={t('admin.audit.title')} intro={t('admin.audit.intro')}>
      <FilterBar
        key={key}
        query={{ values, apply }}
        filters={[
          {
            name: 'action',
            label: t('admin.audit.actionFilter'),
            options: AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(actionKey(action)),
            })),
          },
          {
            name: 'target_type',
            label: t('admin.audit.targetType'),
            options: AUDIT_TARGET_TYPES.map((type) => ({
              value: type,
              label: t(`admin.audit.types.${type}`),
            })),
          },
          { name: 'actor', label: t('admin.audit.actor') },
          { name: 'q', label: t('admin.audit.search') },
          { name: 'from', label: t('admin.audit.from'), type: 'date' },
          { name: 'to', label: t('admin.audit.to'), type: 'date' },
        ]}
      />
      {values.target_id && (
        <Flex gap="2" align="center" mb="4" wrap="wrap">
          <Text>{t('admin.audit.oneRecord', { id: values.target_id })}</Text>
          <chakra.button
            type="button"
            onClick={() => apply({ target_id: '', target_type: '' })}
            color="brand.fg"
            textDecoration="underline"
            cursor="pointer"
          >
            {t('admin.audit.allRecords')}
          </chakra.button>
        </Flex>
      )}
      <AdminList
        state={admin.audit.state}
        page={result}
        empty={t('admin.audit.empty')}
        onPage={goToPage}
      >
        <chakra.ol listStyleType="none" display="grid" gap="3" aria-label={t('admin.audit.title')}>
          {result?.data.map((entry) => {
            const path = targetPath(entry);
            const label =
              entry.target.label ||
              (entry.target.type === 'user' ? t('admin.audit.deletedAccount') : entry.target.id);
            return (
              <chakra.li
                key={entry.id}
                borderWidth="1px"
                borderColor="border"
                borderRadius="lg"
                bg="bg.surface"
                p="4"
              >
                <chakra.article aria-labelledby={`audit-${entry.id}`}>
                  <Flex justify="space-between" gap="2" wrap="wrap">
                    <chakra.h2 id={`audit-${entry.id}`} fontWeight="bold" overflowWrap="anywhere">
                      {t(actionKey(entry.action))}
                    </chakra.h2>
                    <Text fontSize="sm" color="fg.muted">
                      <time dateTime={entry.occurred_at}>
                        {formatDateTime(entry.occurred_at, bcp47)}
                      </time>
                    </Text>
                  </Flex>
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {t('admin.audit.by', {
                      who: entry.actor.name
                        ? `${entry.actor.name} (${entry.actor.email})`
                        : entry.actor.email,
                    })}
                  </Text>
                  <Flex fontSize="sm" gap="2" align="center" wrap="wrap" overflowWrap="anywhere">
                    <StatusBadge tone="neutral">
                      {t(`admin.audit.types.${entry.target.type}`)}
                    </StatusBadge>
                    {path ? (
                      <AppLink to={nav.pathTo(path)} {...TEXT_LINK_LOOK}>
                        {label}
                      </AppLink>
                    ) : (
                      <span>{label}</span>
                    )}
                  </Flex>
                  {entry.reason && (
                    <Text fontSize="sm" mt="1">
                      {t('admin.users.reason', { reason: entry.reason })}
                    </Text>
                  )}
                  <Box mt="3">
                    <ChangeDetails before={entry.before} after={entry.after} />
                  </Box>
                </chakra.article>
              </chakra.li>
            );
          })}
        </chakra.ol>
      </AdminList>
    </AdminPage>
  );
});
