import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { AuthProvider } from '@contract/authProviders';
import type { DeletionOverview } from '@contract/schemas/keeperData';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { applyApiErrors } from '../../ui/forms/apiFormErrors';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { AppModal } from '../../ui/modals/AppModal';
import { PROVIDER_NAMES, rememberReturnTo } from '../auth';
import { formatTime } from '../../i18n/dates';
import { StackedForm } from '../../ui/forms/StackedForm';
import { formatDeletionDate } from './formatDeletionDate';
import { accountDeletedPath, YOUR_DATA_PATH } from './keeperDataPaths';
import { DANGER_BUTTON_LOOK } from '../../ui/modals/ModalActions';

export const DELETE_ACCOUNT_MODAL = 'delete-account';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Confirms the deletion: the date it happens, then the password (or, for an account that signs
 * in only through a provider, a sign-in with that provider in the last few minutes). On success
 * every session has ended: the app signs out and shows when the account goes and how to cancel.
 */
export const DeleteAccountDialog = observer(function DeleteAccountDialog({
  overview,
}: {
  overview: DeletionOverview;
}) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const [busy, setBusy] = useState(false);
  // The provider-only account confirms with a button, not a form: its own alert.
  const [providerErrors, setProviderErrors] = useState<string[]>([]);
  const date = formatDeletionDate(
    new Date(Date.now() + overview.grace_days * DAY_MS).toISOString(),
    bcp47,
  );
  const provider: AuthProvider = overview.providers[0] ?? 'google';
  const providerName = PROVIDER_NAMES[provider];

  const deleteAccount = async (password?: string) => {
    const scheduled = await stores.keeperData.requestDeletion(password);
    await stores.modals.close(DELETE_ACCOUNT_MODAL, 'action');
    await stores.signOut();
    await nav.go(accountDeletedPath(scheduled.scheduled_for));
  };

  const { onSubmit, formAlert } = useApiFormSubmit<{ password: string }>(
    async (values) => {
      setBusy(true);
      try {
        await deleteAccount(values.password);
      } catch (error) {
        setBusy(false);
        throw error;
      }
    },
    { fields: ['password'] },
  );

  const signInAgain = async () => {
    setBusy(true);
    try {
      rememberReturnTo(nav.pathTo(YOUR_DATA_PATH));
      nav.assign(
        await stores.api.auth.providerSignInUrl(
          provider,
          nav.pathTo(`/auth/${provider}/callback/`),
        ),
      );
    } catch {
      setBusy(false);
    }
  };

  const cancel = (
    <SecondaryButton
      type="button"
      onClick={() => void stores.modals.close(DELETE_ACCOUNT_MODAL, 'action')}
    >
      {t('keeperData.delete.cancel')}
    </SecondaryButton>
  );

  return (
    <AppModal
      id={DELETE_ACCOUNT_MODAL}
      title={t('keeperData.delete.dialogTitle')}
      beforeClose={() => !busy}
    >
      <Stack gap="4">
        <Text>{t('keeperData.delete.dialogIntro', { date })}</Text>
        <Text color="fg.muted">{t('keeperData.delete.graceNote')}</Text>
        {overview.reauth === 'password' ? (
          <StackedForm
            initialValues={{ password: '' }}
            validationSchema={yup.object({
              password: yup.string().required(t('keeperData.delete.passwordRequired')),
            })}
            onSubmit={onSubmit}
            formAlert={formAlert}
            gap="4"
          >
            {({ isSubmitting }) => (
              <>
                <TextField
                  name="password"
                  type="password"
                  label={t('keeperData.delete.password')}
                  hint={t('keeperData.delete.passwordHint')}
                  autoComplete="current-password"
                  required
                  revealLabels={{
                    show: t('common.showPassword'),
                    hide: t('common.hidePassword'),
                  }}
                />
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
                  {cancel}
                  <PrimaryButton
                    type="submit"
                    disabled={isSubmitting}
                    aria-busy={isSubmitting || undefined}
                    {...DANGER_BUTTON_LOOK}
                  >
                    {isSubmitting
                      ? t('keeperData.delete.deleting')
                      : t('keeperData.delete.confirm')}
                  </PrimaryButton>
                </Stack>
              </>
            )}
          </StackedForm>
        ) : overview.provider_reauth_until ? (
          <Stack gap="4">
            <Text>
              {t('keeperData.delete.providerFresh', {
                provider: providerName,
                time: formatTime(overview.provider_reauth_until, bcp47),
              })}
            </Text>
            {providerErrors.length > 0 && <FormAlert>{providerErrors.join(' ')}</FormAlert>}
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
              {cancel}
              <PrimaryButton
                type="button"
                disabled={busy}
                aria-busy={busy || undefined}
                {...DANGER_BUTTON_LOOK}
                onClick={() => {
                  setBusy(true);
                  deleteAccount().catch((error: unknown) => {
                    setProviderErrors(applyApiErrors(error, { setStatus: () => undefined }, []));
                    setBusy(false);
                  });
                }}
              >
                {busy ? t('keeperData.delete.deleting') : t('keeperData.delete.confirm')}
              </PrimaryButton>
            </Stack>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text>{t('keeperData.delete.providerConfirm', { provider: providerName })}</Text>
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
              {cancel}
              <PrimaryButton type="button" disabled={busy} onClick={() => void signInAgain()}>
                {t('keeperData.delete.providerAgain', { provider: providerName })}
              </PrimaryButton>
            </Stack>
          </Stack>
        )}
      </Stack>
    </AppModal>
  );
});
