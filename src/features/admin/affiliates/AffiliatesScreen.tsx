import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import type { AdminApplication } from '@contract/schemas/affiliate';
import { useAppNavigation } from '../../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppLink } from '../../../ui/AppLink';
import { applyApiErrors } from '../../../ui/forms/apiFormErrors';
import { PrimaryButton, SecondaryButton } from '../../../ui/forms/Button';
import { FocusFirstError } from '../../../ui/forms/FocusFirstError';
import { TextAreaField } from '../../../ui/forms/TextAreaField';
import { AppModal } from '../../../ui/modals/AppModal';
import { ConfirmModal } from '../../../ui/modals/ConfirmModal';
import { userPath } from '../adminPaths';
import { AdminPage } from '../shared/AdminPage';
import { formatDateTime, formatList } from '../shared/formatDateTime';
import { ListState } from '../shared/ListState';
import { StatusBadge, type BadgeTone } from '../shared/StatusBadge';
import { useListQuery } from '../shared/useListQuery';
import { TEXT_LINK_LOOK } from '../../../ui/textLinkLook';
import { ModalActions } from '../../../ui/modals/ModalActions';

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
  const { admin, modals, toasts } = useStores();
  const form = useRef<HTMLFormElement>(null);
  // Read when closing: no closing while the request runs, but the form closes itself after.
  const sending = useRef(false);
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={Yup.object({
        reason: Yup.string()
          .trim()
          .required(t('validation.required'))
          .max(500, t('validation.maxLength', { max: 500 })),
      })}
      onSubmit={async (values, helpers) => {
        if (!application) return;
        sending.current = true;
        try {
          await admin.decide(application, { accept: false, reason: values.reason.trim() });
          sending.current = false;
          toasts.success(t('admin.affiliates.declined', { name: application.user.name }));
          helpers.resetForm();
          await modals.close(DECLINE_MODAL, 'action');
        } catch (error) {
          applyApiErrors(error, helpers, ['reason']);
        } finally {
          sending.current = false;
        }
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <AppModal
          id={DECLINE_MODAL}
          title={t('admin.affiliates.declineTitle', { name: application?.user.name ?? '' })}
          beforeClose={() => !sending.current}
          footer={
            <ModalActions
              modalId={DECLINE_MODAL}
              cancelLabel={t('common.cancel')}
              actionLabel={t('admin.affiliates.decline')}
              busyLabel={t('common.pleaseWait')}
              busy={isSubmitting}
              onAction={() => void submitForm()}
            />
          }
        >
          <Form ref={form} noValidate>
            <FocusFirstError form={form} />
            <Text mb="4">{t('admin.affiliates.declineText')}</Text>
            <TextAreaField
              name="reason"
              label={t('admin.affiliates.reasonLabel')}
              hint={t('admin.affiliates.reasonHint')}
              maxLength={500}
            />
          </Form>
        </AppModal>
      )}
    </Formik>
  );
});
