import { chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { breedName, searchBreeds, type PetSpecies, type PetsLanguage } from '@contract/pets';
import { FieldFrame, useFieldFrame } from '../../ui/forms/FieldFrame';
import { inputStyles } from '../../ui/forms/fieldStyles';

/** The form values this field reads and writes. */
export interface BreedValues {
  species: PetSpecies | '';
  breed_code: string | null;
  breed: string;
}

const LIMIT = 8;

/**
 * Breed with as-you-type suggestions from the species' list (contract/pets, English and
 * Japanese names, nicknames and kanji found too), each labelled in the keeper's language only (a
 * keeper reading English is not shown Japanese names, nor the reverse): an ARIA combobox — arrows move through the
 * suggestions, Enter picks, Escape closes. Picking one stores its code and its name in the
 * keeper's language; text that matches no breed is kept as typed ("a rescue, maybe part
 * collie"), without a code.
 */
export function BreedField({
  label,
  hint,
  language,
  labelNote,
}: {
  label: string;
  hint?: string;
  language: PetsLanguage;
  labelNote?: string;
}) {
  const { values, setFieldValue, setFieldTouched, getFieldMeta } = useFormikContext<BreedValues>();
  const meta = getFieldMeta('breed');
  const wiring = useFieldFrame('breed', meta, hint);
  const { id, error, clearServerError } = wiring;
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const species = values.species || 'other';
  const suggestions = useMemo(
    () => (open ? searchBreeds(species, values.breed, { limit: LIMIT }) : []),
    [open, species, values.breed],
  );
  const expanded = open && suggestions.length > 0;

  const pick = (index: number) => {
    const breed = suggestions[index];
    if (!breed) return;
    void setFieldValue('breed_code', breed.code, false);
    void setFieldValue('breed', breedName(breed, language));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    // Relative: the suggestions open over what follows the field.
    <FieldFrame wiring={wiring} label={label} labelNote={labelNote} hint={hint} position="relative">
      <chakra.input
        ref={input}
        id={id}
        name="breed"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={wiring.describedBy}
        maxLength={100}
        value={values.breed}
        onChange={(event) => {
          clearServerError();
          void setFieldValue('breed', event.target.value);
          // Typing over a chosen breed makes it free text again.
          void setFieldValue('breed_code', null, false);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          void setFieldTouched('breed', true);
        }}
        onKeyDown={onKeyDown}
        {...inputStyles}
      />
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        position="absolute"
        zIndex="10"
        insetX="0"
        mt="1"
        maxH="18rem"
        overflowY="auto"
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        boxShadow="toast"
        py="1"
        listStyleType="none"
      >
        {suggestions.map((breed, index) => (
          <chakra.li
            key={breed.code}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'bg.subtle' }}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(index);
            }}
          >
            {breedName(breed, language)}
          </chakra.li>
        ))}
      </chakra.ul>
    </FieldFrame>
  );
}
