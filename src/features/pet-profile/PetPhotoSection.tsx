import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { UploadList } from '../files';
import { PetAvatar, PetPhotoInput } from '../pets';
import { CARD_SURFACE } from '../../ui/cardSurface';

const REMOVE_PHOTO_MODAL = 'remove-pet-photo';

/** The profile photo: sent at once with progress and cancel; removed after a confirmation. */
export const PetPhotoSection = observer(function PetPhotoSection({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { pets, modals, toasts } = useStores();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex gap="5" align="center" wrap="wrap" {...CARD_SURFACE} px={{ base: '5', md: '7' }} py="5">
      <PetAvatar pet={pet} size={24} />
      <Box flex="1" minW="14rem">
        <Text fontWeight="bold">{t('pets.photo.title')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('pets.photo.hint')}
        </Text>
        <Flex gap="2" mt="2" wrap="wrap">
          <SecondaryButton type="button" onClick={() => input.current?.click()}>
            {pet.photo ? t('pets.photo.change') : t('pets.photo.choose')}
          </SecondaryButton>
          {pet.photo && (
            <QuietButton type="button" onClick={() => void modals.open(REMOVE_PHOTO_MODAL)}>
              {t('pets.photo.remove')}
            </QuietButton>
          )}
        </Flex>
        <PetPhotoInput ref={input} onFile={(file) => pets.uploadPhoto(pet.id, file)} />
        <UploadList
          queue={pets.photoUploads}
          label={t('pets.photo.uploads')}
          only={(meta) => meta.petId === pet.id}
        />
      </Box>
      <ConfirmModal
        id={REMOVE_PHOTO_MODAL}
        title={t('pets.photo.removeTitle', { name: pet.name })}
        confirmLabel={t('pets.photo.removeConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          await pets.removePhoto(pet.id);
          toasts.success(t('pets.photo.removed'));
        }}
      />
    </Flex>
  );
});
