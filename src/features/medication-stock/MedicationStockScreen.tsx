import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Medication } from '@contract/schemas/medicationStock';
import type { Pet } from '@contract/schemas/pets';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { LoadedList } from '../../ui/LoadedList';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { PetPageHeading, WithCurrentPet } from '../pets';
import { MedicationCard } from './MedicationCard';
import { MEDICATION_MODAL, MedicationModal } from './MedicationModal';
import { REFILL_MODAL, RefillModal } from './RefillModal';

const DELETE_MODAL = 'delete-medication';

/**
 * /pet-profile/medications: the current pet's medications kept at home, fewest days of supply
 * left first, with adding, changing, refilling and deleting one.
 */
export const MedicationStockScreen = observer(function MedicationStockScreen(
  _props: RouteScreenProps,
) {
  return <WithCurrentPet>{(pet) => <PetMedications pet={pet} />}</WithCurrentPet>;
});

const PetMedications = observer(function PetMedications({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { medicationStock, modals, toasts } = useStores();
  const [editing, setEditing] = useState<Medication | null>(null);
  const [refilling, setRefilling] = useState<Medication | null>(null);
  const [deleting, setDeleting] = useState<Medication | null>(null);

  useEffect(() => {
    void medicationStock.load(pet.id);
  }, [medicationStock, pet.id]);
  const list = medicationStock.medications.valueFor(pet.id);

  return (
    <Box>
      <PetPageHeading
        title={t('medicationStock.title')}
        intro={t('medicationStock.intro', { name: pet.name })}
        action={
          <PrimaryButton
            type="button"
            onClick={() => {
              setEditing(null);
              void modals.open(MEDICATION_MODAL);
            }}
          >
            <AppIcon icon="lucide:plus" size={18} />
            {t('medicationStock.add')}
          </PrimaryButton>
        }
      />
      <LoadedList
        items={list}
        failed={medicationStock.medications.state === 'failed'}
        failedText={t('medicationStock.failed')}
        emptyText={t('medicationStock.none')}
        gap="4"
      >
        {(medication) => (
          <MedicationCard
            key={medication.id}
            medication={medication}
            onRefill={() => {
              setRefilling(medication);
              void modals.open(REFILL_MODAL);
            }}
            onEdit={() => {
              setEditing(medication);
              void modals.open(MEDICATION_MODAL);
            }}
            onDelete={() => {
              setDeleting(medication);
              void modals.open(DELETE_MODAL);
            }}
          />
        )}
      </LoadedList>
      <MedicationModal pet={pet} medication={editing} />
      <RefillModal medication={refilling} />
      <ConfirmModal
        id={DELETE_MODAL}
        title={t('medicationStock.deleteTitle')}
        confirmLabel={t('medicationStock.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await medicationStock.remove(deleting);
          toasts.success(t('medicationStock.deleted'));
        }}
      >
        {deleting && t('medicationStock.deleteText', { name: deleting.name })}
      </ConfirmModal>
    </Box>
  );
});
