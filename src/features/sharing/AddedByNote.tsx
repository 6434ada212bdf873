import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AddedBy } from '@contract/schemas/vets';
import { AppIcon } from '../../ui/icons/AppIcon';
import { BRAND_CHIP_LOOK } from './brandChipLook';

/**
 * "Added by Harbourside Veterinary Clinic (Dr. Sam Rivera)": on a visit or a document a vet of a
 * clinic the pet is shared with added. Such a record can be deleted by the keeper, not edited.
 */
export function AddedByNote({ addedBy }: { addedBy: AddedBy }) {
  const { t } = useTranslation('app');
  return (
    <Flex
      as="p"
      display="inline-flex"
      align="center"
      gap="1.5"
      mt="1"
      {...BRAND_CHIP_LOOK}
      data-added-by=""
    >
      <AppIcon icon="lucide:stethoscope" size={16} />
      <chakra.span>
        {addedBy.vet_name
          ? t('vets.addedBy.clinicVet', { clinic: addedBy.clinic_name, vet: addedBy.vet_name })
          : t('vets.addedBy.clinic', { clinic: addedBy.clinic_name })}
      </chakra.span>
    </Flex>
  );
}
