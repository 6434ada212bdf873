import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { AppModal } from '../../ui/modals/AppModal';
import { formatDeletionDate } from './formatDeletionDate';
import { YOUR_DATA_PATH } from './keeperDataPaths';

export const DELETION_CANCELED_MODAL = 'account-deletion-canceled';

/**
 * Told once, right after the sign-in that cancelled a pending deletion: the account stays. The
 * keeper who meant to go can head back to the Your data page (and confirm again there).
 */
export const DeletionCanceledDialog = observer(function DeletionCanceledDialog() {
  const { t } = useTranslation('app');
  const { keeperData, modals } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const canceled = keeperData.canceled;

  useEffect(() => {
    if (canceled) void modals.open(DELETION_CANCELED_MODAL);
  }, [canceled, modals]);

  const close = async (deleteAnyway: boolean) => {
    await modals.close(DELETION_CANCELED_MODAL, 'action');
    keeperData.dismissCanceled();
    if (deleteAnyway) await nav.go(`${YOUR_DATA_PATH}#delete-account`);
  };

  if (!canceled) return null;
  return (
    <AppModal
      id={DELETION_CANCELED_MODAL}
      title={t('keeperData.canceled.title')}
      beforeClose={() => {
        keeperData.dismissCanceled();
        return true;
      }}
      footer={
        <>
          <SecondaryButton type="button" onClick={() => void close(true)}>
            {t('keeperData.canceled.deleteAnyway')}
          </SecondaryButton>
          <PrimaryButton type="button" onClick={() => void close(false)}>
            {t('keeperData.canceled.keep')}
          </PrimaryButton>
        </>
      }
    >
      <Stack gap="3">
        <Text>
          {t('keeperData.canceled.text', {
            date: formatDeletionDate(canceled.scheduled_for, bcp47),
          })}
        </Text>
        <Text color="fg.muted">{t('keeperData.canceled.plans')}</Text>
      </Stack>
    </AppModal>
  );
});
