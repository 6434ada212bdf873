import { Box, chakra, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@contract/schemas/vets';
import { VET_SEARCH_MAX } from '@contract/shareScopes';
import { useStores } from '../../stores/StoreProvider';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { FieldError } from '../../ui/forms/TextField';
import { useFieldError } from '../../ui/forms/useFieldError';
import { ChoiceTile } from '../../ui/forms/ChoiceGroup';

/** Typing pauses this long before the clinics are asked for again. */
const SEARCH_DELAY_MS = 250;

export function clinicPlace(clinic: Pick<Clinic, 'address' | 'city'>): string {
  return [clinic.address, clinic.city].filter(Boolean).join(', ');
}

/**
 * The clinic to share with: a search box over the clinics PetCare knows (by name, city or
 * address) and the matches as radio buttons. Clinics the pet is already shared with are left out:
 * what they see is changed on their own card.
 */
export const ClinicPicker = observer(function ClinicPicker({
  name,
  initialSearch,
  exclude,
  petName,
}: {
  /** The Formik value: the chosen clinic's id as text ('' for none). */
  name: string;
  initialSearch: string;
  exclude: readonly number[];
  petName: string;
}) {
  const { t } = useTranslation('app');
  const { sharing } = useStores();
  const [field, meta] = useField<string>(name);
  const [search, setSearch] = useState(initialSearch);
  const id = useId();
  const { error, clearServerError } = useFieldError(name, meta);
  useEffect(() => {
    const timer = setTimeout(
      () => void sharing.searchClinics(search),
      sharing.clinics === null ? 0 : SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [sharing, search]);
  const found = sharing.clinics ?? [];
  const clinics = found.filter((clinic) => !exclude.includes(clinic.id));
  return (
    <Box>
      <chakra.label htmlFor={`${id}-search`} display="block" fontWeight="semibold" mb="1">
        {t('vets.sharing.findClinic')}
      </chakra.label>
      <chakra.input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={VET_SEARCH_MAX}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setSearch(event.currentTarget.value)}
        {...inputStyles}
      />
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" mt="1">
        {t('vets.sharing.findClinicHint')}
      </Text>
      <chakra.fieldset mt="3" aria-describedby={error ? `${id}-error` : undefined}>
        <chakra.legend fontWeight="semibold" mb="2">
          {t('vets.sharing.clinic')}
        </chakra.legend>
        <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" mb="2">
          {sharing.clinicsState === 'failed'
            ? t('vets.sharing.clinicsFailed')
            : sharing.clinics === null
              ? t('common.loading')
              : clinics.length > 0
                ? t('vets.sharing.clinicsFound', { count: clinics.length })
                : found.length > 0
                  ? t('vets.sharing.allShared', { name: petName })
                  : t('vets.sharing.noClinics')}
        </Text>
        <Box display="grid" gap="2" maxH="20rem" overflowY="auto" p="0.5">
          {clinics.map((clinic) => {
            const optionId = `${id}-${clinic.id}`;
            const checked = field.value === String(clinic.id);
            return (
              <ChoiceTile card key={clinic.id} htmlFor={optionId} checked={checked}>
                <chakra.input
                  type="radio"
                  id={optionId}
                  name={field.name}
                  value={String(clinic.id)}
                  checked={checked}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => {
                    clearServerError();
                    field.onChange(event);
                  }}
                  onBlur={field.onBlur}
                  w="4"
                  h="4"
                  mt="1"
                  flexShrink={0}
                  accentColor="brand.solid"
                />
                <Box>
                  <Text fontWeight="semibold">{clinic.name}</Text>
                  {clinicPlace(clinic) && (
                    <Text fontSize="sm" color="fg.muted">
                      {clinicPlace(clinic)}
                    </Text>
                  )}
                </Box>
              </ChoiceTile>
            );
          })}
        </Box>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </chakra.fieldset>
    </Box>
  );
});
