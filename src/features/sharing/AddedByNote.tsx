import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AddedBy } from '@contract/schemas/vets';
import { AppIcon } from '../../ui/icons/AppIcon';

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
      px="2.5"
      py="0.5"
      borderRadius="full"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="sm"
      fontWeight="semibold"
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
