import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { DASHBOARD_PATH } from '../pets';

const DELETE_PET_MODAL = 'delete-pet';

/** Deleting the pet and everything recorded about it, after a confirmation. */
export const DeletePetSection = observer(function DeletePetSection({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { pets, modals, toasts } = useStores();
  const nav = useAppNavigation();
  return (
    <Box mt="10" pt="6" borderTopWidth="1px" borderColor="border">
      <chakra.h2 fontSize="lg" fontWeight="bold">
        {t('petProfile.delete.heading')}
      </chakra.h2>
      <Text color="fg.muted" mt="1" mb="3">
        {t('petProfile.delete.text', { name: pet.name })}
      </Text>
      <SecondaryButton
        type="button"
        color="danger.fg"
        borderColor="danger.fg"
        onClick={() => void modals.open(DELETE_PET_MODAL)}
      >
        {t('petProfile.delete.action', { name: pet.name })}
      </SecondaryButton>
      <ConfirmModal
        id={DELETE_PET_MODAL}
        title={t('petProfile.delete.title', { name: pet.name })}
        confirmLabel={t('petProfile.delete.confirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          await pets.delete(pet.id);
          toasts.success(t('petProfile.delete.done', { name: pet.name }));
          await nav.go(DASHBOARD_PATH);
        }}
      >
        {t('petProfile.delete.confirmText', { name: pet.name })}
      </ConfirmModal>
    </Box>
  );
});
