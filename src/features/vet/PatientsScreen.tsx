import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '@contract/schemas/vets';
import { VET_SEARCH_MAX } from '@contract/shareScopes';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { AppIcon } from '../../ui/icons/AppIcon';
import { formatDate } from '../../i18n/dates';
import { PetAvatar, petsLanguage, speciesLabel } from '../pets';
import { ScopeChips } from './ScopeChips';
import { patientPath } from './vetPaths';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DELAY_MS = 250;

/**
 * /vet/patients: the pets keepers share with the vet's clinic, most recently shared first,
 * searched by pet name, species or keeper. Each leads to what was shared.
 */
export const PatientsScreen = observer(function PatientsScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  const [search, setSearch] = useState(vet.search);
  const searchId = useId();

  useEffect(() => {
    void vet.loadClinic();
  }, [vet]);
  useEffect(() => {
    const first = vet.patients === null;
    const timer = setTimeout(() => void vet.searchPatients(search), first ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [vet, search]);

  const patients = vet.patients;
  return (
    <Box>
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
        {t('vets.patients.title')}
      </chakra.h1>
      <Text color="fg.muted" mt="2">
        {vet.clinic
          ? t('vets.patients.intro', { clinic: vet.clinic.name })
          : t('vets.patients.introNoClinic')}
      </Text>

      <Box role="search" mt="6" mb="4" maxW="32rem">
        <chakra.label htmlFor={searchId} display="block" fontWeight="semibold" mb="1">
          {t('vets.patients.search')}
        </chakra.label>
        <chakra.input
          id={searchId}
          type="search"
          value={search}
          maxLength={VET_SEARCH_MAX}
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setSearch(event.currentTarget.value)}
          {...inputStyles}
        />
        <Text id={`${searchId}-hint`} fontSize="sm" color="fg.muted" mt="1">
          {t('vets.patients.searchHint')}
        </Text>
      </Box>

      <Text role="status" aria-live="polite" color="fg.muted" mb="3">
        {vet.patientsState === 'failed'
          ? t('vets.patients.failed')
          : patients === null
            ? t('common.loading')
            : search.trim()
              ? t('vets.patients.found', { count: patients.length })
              : t('vets.patients.count', { count: patients.length })}
      </Text>
      {patients !== null && patients.length === 0 && !search.trim() && (
        <Text>{t('vets.patients.none')}</Text>
      )}
      {patients !== null && patients.length > 0 && (
        <chakra.ul listStyleType="none" display="grid" gap="3">
          {patients.map((patient) => (
            <PatientCard key={patient.id} patient={patient} />
          ))}
        </chakra.ul>
      )}
    </Box>
  );
});

const PatientCard = observer(function PatientCard({ patient }: { patient: PatientSummary }) {
  const { t } = useTranslation('app');
  const { locale, bcp47 } = useLocale();
  const nav = useAppNavigation();
  const kind = [speciesLabel(patient.species, petsLanguage(locale)), patient.breed]
    .filter(Boolean)
    .join(' · ');
  return (
    <chakra.li {...CARD_SURFACE} px={{ base: '4', md: '5' }} py="4">
      <Flex gap="4" align="flex-start">
        <PetAvatar pet={patient} size={12} />
        <Box flex="1" minW="0">
          <chakra.h2 fontSize="lg" fontWeight="bold">
            <AppLink to={nav.pathTo(patientPath(patient.id))} color="brand.fg">
              {patient.name}
            </AppLink>
          </chakra.h2>
          <Text color="fg.muted">{kind}</Text>
          <Text fontSize="sm" mt="1">
            {t('vets.patients.keeper', { name: patient.keeper_name })}
            {' · '}
            {t('vets.patients.sharedSince', { date: formatDate(patient.shared_at, bcp47, 'long') })}
          </Text>
          <Box mt="2">
            <ScopeChips scopes={patient.scopes} label={t('vets.patients.shared')} />
          </Box>
        </Box>
        <Box color="fg.muted" display={{ base: 'none', sm: 'block' }} aria-hidden="true">
          <AppIcon icon="lucide:chevron-right" size={20} />
        </Box>
      </Flex>
    </chakra.li>
  );
});
