import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import type { Redirect } from '@contract/schemas/redirects';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { useStores } from '../../../stores/StoreProvider';
import { PrimaryButton, QuietButton } from '../../../ui/forms/Button';
import { SelectField } from '../../../ui/forms/SelectField';
import { TextField } from '../../../ui/forms/TextField';
import { messageLines, useApiFormSubmit } from '../../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../../ui/forms/ValidatedForm';
import { AppIcon } from '../../../ui/icons/AppIcon';
import { AppModal } from '../../../ui/modals/AppModal';
import { ConfirmModal } from '../../../ui/modals/ConfirmModal';
import { AdminList, AdminRow, AdminRows, useListPage } from '../shared/AdminList';
import { AdminPage } from '../shared/AdminPage';
import { useListQuery } from '../shared/useListQuery';
import { ModalActions } from '../../../ui/modals/ModalActions';

const EDIT_MODAL = 'admin-redirect';
const DELETE_MODAL = 'admin-delete-redirect';

/**
 * /admin/redirects: where moved content went. A path of the site (with its language prefix)
 * sends visitors to another path or to a full URL, permanently (301) or for now (302); the
 * server refuses loops, API paths and paths the site's own rules already redirect.
 */
export const RedirectsScreen = observer(function RedirectsScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { admin, modals, toasts } = useStores();
  const { page, goToPage } = useListQuery([] as const);
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const result = useListPage(admin.redirects, String(page));

  return (
    <AdminPage
      title={t('admin.redirects.title')}
      intro={t('admin.redirects.intro')}
      actions={
        <PrimaryButton
          type="button"
          onClick={() => {
            setEditing(null);
            void modals.open(EDIT_MODAL);
          }}
        >
          <AppIcon icon="lucide:plus" size={18} />
          {t('admin.redirects.new')}
        </PrimaryButton>
      }
    >
      <AdminList
        state={admin.redirects.state}
        page={result}
        empty={t('admin.redirects.empty')}
        onPage={goToPage}
      >
        <AdminRows label={t('admin.redirects.title')}>
          {result?.data.map((redirect) => (
            <AdminRow key={redirect.id}>
              <Flex gap="3" justify="space-between" align="center" wrap="wrap">
                <Box minW="0" flex="1 1 16rem" fontFamily="mono" fontSize="sm">
                  <Text overflowWrap="anywhere">{redirect.from_path}</Text>
                  <Text overflowWrap="anywhere" color="fg.muted">
                    <chakra.span aria-hidden="true">→ </chakra.span>
                    <chakra.span srOnly>{t('admin.redirects.goesTo')} </chakra.span>
                    {redirect.to_path}
                  </Text>
                </Box>
                <Text fontSize="sm">{t(`admin.redirects.statuses.${redirect.status}`)}</Text>
                <Flex gap="1">
                  <QuietButton
                    type="button"
                    aria-label={t('admin.redirects.editLabel', { path: redirect.from_path })}
                    onClick={() => {
                      setEditing(redirect);
                      void modals.open(EDIT_MODAL);
                    }}
                  >
                    {t('admin.redirects.edit')}
                  </QuietButton>
                  <QuietButton
                    type="button"
                    aria-label={t('admin.redirects.deleteLabel', { path: redirect.from_path })}
                    onClick={() => {
                      setDeleting(redirect);
                      void modals.open(DELETE_MODAL);
                    }}
                  >
                    {t('admin.redirects.delete')}
                  </QuietButton>
                </Flex>
              </Flex>
            </AdminRow>
          ))}
        </AdminRows>
      </AdminList>
      <RedirectModal redirect={editing} />
      <ConfirmModal
        id={DELETE_MODAL}
        title={t('admin.redirects.deleteTitle')}
        confirmLabel={t('admin.redirects.delete')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await admin.deleteRedirect(deleting.id);
          toasts.success(t('admin.redirects.deleted'));
        }}
      >
        {deleting && t('admin.redirects.deleteText', { path: deleting.from_path })}
      </ConfirmModal>
    </AdminPage>
  );
});

interface RedirectValues {
  from_path: string;
  to_path: string;
  /** 301 or 302, as the select gives it. */
  status: string;
}

const RedirectModal = observer(function RedirectModal({ redirect }: { redirect: Redirect | null }) {
  const { t } = useTranslation('app');
  const { admin, modals, toasts } = useStores();
  // Read when closing: no closing while the request runs, but the form closes itself after.
  const sending = useRef(false);
  const { onSubmit, formAlert } = useApiFormSubmit<RedirectValues>(
    async (values, helpers) => {
      sending.current = true;
      try {
        await admin.saveRedirect(redirect?.id ?? null, {
          from_path: values.from_path.trim(),
          to_path: values.to_path.trim(),
          status: Number(values.status) as 301 | 302,
        });
        sending.current = false;
        toasts.success(t('admin.redirects.saved'));
        helpers.resetForm();
        await modals.close(EDIT_MODAL, 'action');
      } finally {
        sending.current = false;
      }
    },
    { fields: ['from_path', 'to_path', 'status'], describe: messageLines },
  );
  const path = t('admin.redirects.pathFormat');
  return (
    <Formik<RedirectValues>
      enableReinitialize
      initialValues={{
        from_path: redirect?.from_path ?? '',
        to_path: redirect?.to_path ?? '',
        status: String(redirect?.status ?? 301),
      }}
      validationSchema={Yup.object({
        from_path: Yup.string()
          .trim()
          .required(t('validation.required'))
          .matches(/^\/(?!\/)[^\s?#]*$/, path),
        to_path: Yup.string()
          .trim()
          .required(t('validation.required'))
          .matches(/^(https?:\/\/\S+|\/(?!\/)\S*)$/, t('admin.redirects.targetFormat')),
      })}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, submitForm }) => (
        <AppModal
          id={EDIT_MODAL}
          title={redirect ? t('admin.redirects.editTitle') : t('admin.redirects.newTitle')}
          beforeClose={() => !sending.current}
          footer={
            <ModalActions
              modalId={EDIT_MODAL}
              cancelLabel={t('common.cancel')}
              actionLabel={t('admin.redirects.save')}
              busyLabel={t('common.pleaseWait')}
              busy={isSubmitting}
              onAction={() => void submitForm()}
            />
          }
        >
          <ValidatedForm>
            <Flex direction="column" gap="4">
              {formAlert}
              <TextField
                name="from_path"
                label={t('admin.redirects.from')}
                hint={t('admin.redirects.fromHint')}
              />
              <TextField
                name="to_path"
                label={t('admin.redirects.to')}
                hint={t('admin.redirects.toHint')}
              />
              <SelectField
                name="status"
                label={t('admin.redirects.kind')}
                options={[
                  { value: '301', label: t('admin.redirects.statuses.301') },
                  { value: '302', label: t('admin.redirects.statuses.302') },
                ]}
              />
              {/* Enter in a field sends the form, as in any form. */}
              <button type="submit" hidden />
            </Flex>
          </ValidatedForm>
        </AppModal>
      )}
    </Formik>
  );
});
