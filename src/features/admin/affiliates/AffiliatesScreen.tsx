import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminApplication } from '@contract/schemas/affiliate';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppLink } from '../../../ui/AppLink';
import { PrimaryButton, SecondaryButton } from '../../../ui/forms/Button';
import { ConfirmModal } from '../../../ui/modals/ConfirmModal';
import { userPath } from '../adminPaths';
import { AdminPage } from '../shared/AdminPage';
import { formatDateTime } from '../../../i18n/dates';
import { formatList } from '../shared/listAndDuration';
import { ListState } from '../shared/ListState';
import { ReasonModal } from '../shared/ReasonModal';
import { StatusBadge, type BadgeTone } from '../shared/StatusBadge';
import { useListQuery } from '../shared/useListQuery';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';

const ACCEPT_MODAL = 'admin-accept-application';
const DECLINE_MODAL = 'admin-decline-application';
const VIEWS = ['pending', 'accepted', 'declined', 'all'] as const;
type View = (typeof VIEWS)[number];
const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
};

/**
 * /admin/affiliates: applications to the affiliate programme, the waiting ones first; accept
 * one, or decline it with a reason the keeper is told (a notification, live).
 */
export const AffiliatesScreen = observer(function AffiliatesScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { admin, modals, toasts } = useStores();
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const { values, apply } = useListQuery(['view'] as const);
  const view: View = (VIEWS as readonly string[]).includes(values.view)
    ? (values.view as View)
    : 'pending';
  const [deciding, setDeciding] = useState<AdminApplication | null>(null);
  useEffect(() => {
    void admin.applications.load(view, { force: true });
  }, [admin, view]);
  const list = admin.applications.valueFor(view);

  return (
    <AdminPage title={t('admin.affiliates.title')} intro={t('admin.affiliates.intro')}>
      <chakra.nav aria-label={t('admin.affiliates.views')} mb="5">
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {VIEWS.map((name) => (
            <li key={name}>
              <chakra.button
                type="button"
                aria-pressed={view === name}
                onClick={() => apply({ view: name === 'pending' ? '' : name })}
                px="4"
                py="2"
                minH="11"
                borderRadius="full"
                borderWidth="1px"
                borderColor={view === name ? 'brand.solid' : 'border'}
                bg={view === name ? 'brand.subtle' : 'bg.surface'}
                fontWeight="semibold"
                cursor="pointer"
              >
                {t(`admin.affiliates.viewNames.${name}`)}
              </chakra.button>
            </li>
          ))}
        </Flex>
      </chakra.nav>
      <ListState
        state={admin.applications.state}
        count={list ? list.length : null}
        empty={t(view === 'pending' ? 'admin.affiliates.nonePending' : 'admin.list.empty')}
      />
      {list && list.length > 0 && (
        <chakra.ul listStyleType="none" display="grid" gap="3">
          {list.map((application) => (
            <chakra.li
              key={application.id}
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              bg="bg.surface"
              p="4"
            >
              <chakra.article aria-labelledby={`application-${application.id}`}>
                <Flex justify="space-between" gap="3" wrap="wrap" mb="2">
                  <Box minW="0">
                    <chakra.h2
                      id={`application-${application.id}`}
                      fontWeight="bold"
                      fontSize="lg"
                      overflowWrap="anywhere"
                    >
                      <AppLink to={nav.pathTo(userPath(application.user.id))} {...TEXT_LINK_LOOK}>
                        {application.user.name}
                      </AppLink>
                    </chakra.h2>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {application.user.email}
                    </Text>
                  </Box>
                  <Flex direction="column" align="flex-end" gap="1">
                    <StatusBadge tone={TONES[application.status] ?? 'neutral'}>
                      {t(`admin.affiliates.status.${application.status}`)}
                    </StatusBadge>
                    <Text fontSize="xs" color="fg.muted">
                      {t('admin.affiliates.applied', {
                        time: formatDateTime(application.applied_at, bcp47),
                      })}
                    </Text>
                  </Flex>
                </Flex>
                <chakra.dl fontSize="sm" display="grid" gap="1">
                  {application.website && (
                    <Box>
                      <chakra.dt fontWeight="semibold">{t('admin.affiliates.website')}</chakra.dt>
                      <chakra.dd overflowWrap="anywhere">{application.website}</chakra.dd>
                    </Box>
                  )}
                  <Box>
                    <chakra.dt fontWeight="semibold">{t('admin.affiliates.channels')}</chakra.dt>
                    <chakra.dd>{formatList(application.channels, bcp47)}</chakra.dd>
                  </Box>
                  <Box>
                    <chakra.dt fontWeight="semibold">{t('admin.affiliates.audience')}</chakra.dt>
                    <chakra.dd>{application.audience}</chakra.dd>
                  </Box>
                  {application.message && (
                    <Box>
                      <chakra.dt fontWeight="semibold">{t('admin.affiliates.message')}</chakra.dt>
                      <chakra.dd>{application.message}</chakra.dd>
                    </Box>
                  )}
                  {application.decline_reason && (
                    <Box>
                      <chakra.dt fontWeight="semibold">
                        {t('admin.affiliates.declineReason')}
                      </chakra.dt>
                      <chakra.dd>{application.decline_reason}</chakra.dd>
                    </Box>
                  )}
                </chakra.dl>
                {application.status === 'pending' && (
                  <Flex gap="2" mt="3" wrap="wrap">
                    <PrimaryButton
                      type="button"
                      onClick={() => {
                        setDeciding(application);
                        void modals.open(ACCEPT_MODAL);
                      }}
                    >
                      {t('admin.affiliates.accept')}
                    </PrimaryButton>
                    <SecondaryButton
                      type="button"
                      onClick={() => {
                        setDeciding(application);
                        void modals.open(DECLINE_MODAL);
                      }}
                    >
                      {t('admin.affiliates.decline')}
                    </SecondaryButton>
                  </Flex>
                )}
              </chakra.article>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <ConfirmModal
        id={ACCEPT_MODAL}
        title={t('admin.affiliates.acceptTitle', { name: deciding?.user.name ?? '' })}
        confirmLabel={t('admin.affiliates.accept')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        danger={false}
        onConfirm={async () => {
          if (!deciding) return;
          await admin.decide(deciding, { accept: true });
          toasts.success(t('admin.affiliates.accepted', { name: deciding.user.name }));
        }}
      >
        {t('admin.affiliates.acceptText')}
      </ConfirmModal>
      <DeclineModal application={deciding} />
    </AdminPage>
  );
});

const DeclineModal = observer(function DeclineModal({
  application,
}: {
  application: AdminApplication | null;
}) {
  const { t } = useTranslation('app');
  const { admin, toasts } = useStores();
  return (
    <ReasonModal
      modalId={DECLINE_MODAL}
      title={t('admin.affiliates.declineTitle', { name: application?.user.name ?? '' })}
      text={t('admin.affiliates.declineText')}
      reasonLabel={t('admin.affiliates.reasonLabel')}
      reasonHint={t('admin.affiliates.reasonHint')}
      actionLabel={t('admin.affiliates.decline')}
      onSend={async (reason) => {
        if (!application) return false;
        await admin.decide(application, { accept: false, reason });
        toasts.success(t('admin.affiliates.declined', { name: application.user.name }));
        return true;
      }}
    />
  );
});
