import { chakra, Flex } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { PET_SPECIES, type PetSpecies, type PetsLanguage } from '@contract/pets';
import { FieldError } from '../../ui/forms/TextField';
import { useFieldError } from '../../ui/forms/useFieldError';
import { AppIcon, type AppIconName } from '../../ui/icons/AppIcon';
import type { BreedValues } from './BreedField';
import { speciesLabel } from './speciesLabel';
import { FOCUS_WITHIN_RING } from '../../ui/focusWithinRing';

export const SPECIES_ICONS: Readonly<Record<PetSpecies, AppIconName>> = {
  dog: 'lucide:dog',
  cat: 'lucide:cat',
  rabbit: 'lucide:rabbit',
  bird: 'lucide:bird',
  other: 'lucide:paw-print',
};

/**
 * The species as large choices with a picture (native radio buttons: arrow keys move between
 * them). Changing the species clears a breed chosen from the previous species' list.
 */
export function SpeciesField({ legend, language }: { legend: string; language: PetsLanguage }) {
  const { values, setFieldValue, setFieldTouched, getFieldMeta } = useFormikContext<BreedValues>();
  const { error, clearServerError } = useFieldError('species', getFieldMeta('species'));
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <chakra.fieldset aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {PET_SPECIES.map((species) => {
          const checked = values.species === species;
          return (
            <chakra.label
              key={species}
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              minW="5.5rem"
              px="3"
              py="3"
              borderRadius="lg"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.surface'}
              cursor="pointer"
              _hover={{ borderColor: 'brand.solid' }}
              _focusWithin={FOCUS_WITHIN_RING}
            >
              <chakra.input
                type="radio"
                name="species"
                value={species}
                checked={checked}
                srOnly
                onChange={() => {
                  clearServerError();
                  void setFieldValue('species', species);
                  if (values.breed_code) {
                    void setFieldValue('breed_code', null, false);
                    void setFieldValue('breed', '', false);
                  }
                }}
                onBlur={() => void setFieldTouched('species', true)}
              />
              <AppIcon icon={SPECIES_ICONS[species]} size={28} />
              <chakra.span fontWeight="medium">{speciesLabel(species, language)}</chakra.span>
            </chakra.label>
          );
        })}
      </Flex>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </chakra.fieldset>
  );
}
