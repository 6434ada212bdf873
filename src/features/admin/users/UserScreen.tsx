import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@contract/schemas/adminUsers';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../../ui/forms/Button';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { ConfirmModal } from '../../../ui/modals/ConfirmModal';
import { auditPathFor, USERS_PATH } from '../adminPaths';
import { AdminPage } from '../shared/AdminPage';
import { formatDateTime } from '../../../i18n/dates';
import { formatList } from '../shared/listAndDuration';
import { LinkButton } from '../../../ui/LinkButton';
import { ReasonModal } from '../shared/ReasonModal';
import { StatusBadge } from '../shared/StatusBadge';

const DISABLE_MODAL = 'admin-disable-user';
const ENABLE_MODAL = 'admin-enable-user';
const GRANT_MODAL = 'admin-grant-admin';
const REVOKE_MODAL = 'admin-revoke-admin';

/**
 * /admin/users/{id}: one account — who, how they sign in, their pets and subscription — and
 * what the admin may do: disable it (with a reason; its sessions end at once) or enable it, and
 * for a super-admin, grant or remove the admin role. What the API says the caller may do is what
 * is offered; an admin sees why role changes are not theirs to make.
 */
export const UserScreen = observer(function UserScreen({ params }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { admin, modals, toasts } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const id = params.id ?? '';
  useEffect(() => {
    void admin.user.load(id, { force: true });
  }, [admin, id]);
  const user = admin.user.valueFor(id);
  const back = { to: nav.pathTo(USERS_PATH), label: t('admin.users.backToList') };

  if (!user) {
    return (
      <AdminPage title={t('admin.users.title')} back={back}>
        <Text role="status" color="fg.muted">
          {admin.user.state === 'failed' ? t('admin.list.failed') : t('common.loading')}
        </Text>
      </AdminPage>
    );
  }

  const isAdmin = user.roles.some((role) => role.name === 'admin');
  const rows: [string, string][] = [
    [t('admin.users.email'), user.email],
    [
      t('admin.users.roles'),
      formatList(
        user.roles.map((r) => t(`admin.roles.${r.name}`)),
        bcp47,
      ),
    ],
    [t('admin.users.joined'), formatDateTime(user.created_at, bcp47)],
    [
      t('admin.users.lastActiveLabel'),
      user.last_active_at ? formatDateTime(user.last_active_at, bcp47) : t('admin.users.never'),
    ],
    [
      t('admin.users.signIn'),
      formatList(
        user.sign_in_methods.map((m) =>
          m === 'email' ? t('admin.users.methods.email') : m.charAt(0).toUpperCase() + m.slice(1),
        ),
        bcp47,
      ) || t('admin.users.none'),
    ],
    [t('admin.users.sessions'), String(user.active_sessions)],
    [
      t('admin.users.phone'),
      user.phone_number
        ? `${user.phone_number} (${t(user.is_verified_phone_number ? 'admin.users.verified' : 'admin.users.notVerified')})`
        : t('admin.users.none'),
    ],
    [t('admin.users.language'), user.language === 'jp' ? '日本語' : 'English'],
    [t('admin.users.pets'), String(user.pets_count)],
    [
      t('admin.users.subscription'),
      t(user.has_subscription ? 'admin.users.subscribed' : 'admin.users.free'),
    ],
    [
      t('admin.users.affiliate'),
      user.affiliate_status
        ? t(
            `admin.affiliates.status.${user.affiliate_status as 'pending' | 'accepted' | 'declined'}`,
          )
        : t('admin.users.none'),
    ],
  ];

  const done = (message: string) => (updated: AdminUserDetail) => {
    toasts.success(message);
    return updated;
  };

  return (
    <AdminPage
      title={user.name}
      back={back}
      intro={
        <StatusBadge tone={user.status === 'active' ? 'success' : 'danger'}>
          {t(`admin.users.status.${user.status}`)}
        </StatusBadge>
      }
      actions={
        <LinkButton to={nav.pathTo(auditPathFor('user', user.id))}>
          {t('admin.editor.history')}
        </LinkButton>
      }
    >
      {user.disabled && (
        <Box mb="5">
          <FormAlert tone="info">
            <Text fontWeight="semibold">
              {t('admin.users.disabledAt', {
                time: formatDateTime(user.disabled.at, bcp47),
                by: user.disabled.by ?? t('admin.users.unknownAdmin'),
              })}
            </Text>
            <Text>{t('admin.users.reason', { reason: user.disabled.reason })}</Text>
          </FormAlert>
        </Box>
      )}

      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
        columnGap="6"
        rowGap={{ base: '0', sm: '2' }}
        mb="8"
      >
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt fontWeight="semibold" mt={{ base: '2', sm: '0' }}>
              {label}
            </chakra.dt>
            <chakra.dd overflowWrap="anywhere">{value}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>

      <chakra.section aria-labelledby="account-access" mb="8">
        <chakra.h2 id="account-access" fontSize="xl" fontWeight="bold" mb="2">
          {t('admin.users.access')}
        </chakra.h2>
        <Text color="fg.muted" mb="3">
          {user.status === 'active'
            ? t('admin.users.disableExplain')
            : t('admin.users.enableExplain')}
        </Text>
        <Flex gap="2" wrap="wrap">
          {user.can.disable && (
            <SecondaryButton
              type="button"
              onClick={() => void modals.open(DISABLE_MODAL)}
              color="danger.fg"
            >
              {t('admin.users.disable')}
            </SecondaryButton>
          )}
          {user.can.enable && (
            <SecondaryButton type="button" onClick={() => void modals.open(ENABLE_MODAL)}>
              {t('admin.users.enable')}
            </SecondaryButton>
          )}
          {!user.can.disable && !user.can.enable && (
            <Text fontSize="sm">{t('admin.users.cannotChangeAccess')}</Text>
          )}
        </Flex>
      </chakra.section>

      <chakra.section aria-labelledby="admin-role">
        <chakra.h2 id="admin-role" fontSize="xl" fontWeight="bold" mb="2">
          {t('admin.users.adminRole')}
        </chakra.h2>
        <Text color="fg.muted" mb="3">
          {isAdmin ? t('admin.users.isAdmin') : t('admin.users.isNotAdmin')}
        </Text>
        {user.can.grant_admin && (
          <PrimaryButton type="button" onClick={() => void modals.open(GRANT_MODAL)}>
            {t('admin.users.grantAdmin')}
          </PrimaryButton>
        )}
        {user.can.revoke_admin && (
          <SecondaryButton type="button" onClick={() => void modals.open(REVOKE_MODAL)}>
            {t('admin.users.revokeAdmin')}
          </SecondaryButton>
        )}
        {!user.can.grant_admin && !user.can.revoke_admin && (
          <Text fontSize="sm" data-testid="role-note">
            {t('admin.users.onlySuperAdmin')}
          </Text>
        )}
      </chakra.section>

      <DisableModal user={user} />
      <ConfirmModal
        id={ENABLE_MODAL}
        title={t('admin.users.enableTitle', { name: user.name })}
        confirmLabel={t('admin.users.enable')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        danger={false}
        onConfirm={() => admin.enableUser(user.id).then(done(t('admin.users.enabled')))}
      >
        {t('admin.users.enableText')}
      </ConfirmModal>
      <ConfirmModal
        id={GRANT_MODAL}
        title={t('admin.users.grantTitle', { name: user.name })}
        confirmLabel={t('admin.users.grantAdmin')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        danger={false}
        onConfirm={() => admin.setAdmin(user.id, true).then(done(t('admin.users.granted')))}
      >
        {t('admin.users.grantText')}
      </ConfirmModal>
      <ConfirmModal
        id={REVOKE_MODAL}
        title={t('admin.users.revokeTitle', { name: user.name })}
        confirmLabel={t('admin.users.revokeAdmin')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={() => admin.setAdmin(user.id, false).then(done(t('admin.users.revoked')))}
      >
        {t('admin.users.revokeText')}
      </ConfirmModal>
    </AdminPage>
  );
});

/** Disabling needs a reason, which other admins see (and the audit log keeps). */
const DisableModal = observer(function DisableModal({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('app');
  const { admin, toasts } = useStores();
  return (
    <ReasonModal
      modalId={DISABLE_MODAL}
      title={t('admin.users.disableTitle', { name: user.name })}
      text={t('admin.users.disableText')}
      reasonLabel={t('admin.users.reasonLabel')}
      actionLabel={t('admin.users.disable')}
      danger
      onSend={async (reason) => {
        await admin.disableUser(user.id, reason);
        toasts.success(t('admin.users.disabled'));
        return true;
      }}
      onOtherErrors={(other) => toasts.show({ type: 'danger', message: other.join(' ') })}
    />
  );
});
