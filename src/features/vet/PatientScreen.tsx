import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@contract/schemas/vets';
import type { ShareScope } from '@contract/shareScopes';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import type { AppKey } from '../../i18n/appKeys';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { formatDate } from '../../i18n/dates';
import { PetAvatar, petsLanguage, speciesLabel } from '../pets';
import { AnalysesSection } from './AnalysesSection';
import { PatientImages } from './PatientImages';
import { ProfileSection } from './ProfileSection';
import { ScopeChips } from './ScopeChips';
import { ScopeSection } from './ScopeSection';
import { ThreadsSection } from './ThreadsSection';
import { VetDocumentsSection } from './VetDocumentsSection';
import { VetVisitsSection } from './VetVisitsSection';
import { VET_PATIENTS_PATH } from './vetPaths';
import { WeightSection } from './WeightSection';

/** The page's parts, in order: the anchor, the scope that opens it, its heading. */
const SECTIONS: readonly { id: string; scope: ShareScope; title: AppKey }[] = [
  { id: 'profile', scope: 'profile', title: 'vets.scopes.profile' },
  { id: 'weight', scope: 'weight', title: 'vets.scopes.weight' },
  { id: 'visits', scope: 'visits', title: 'vets.scopes.visits' },
  { id: 'results', scope: 'results', title: 'vets.scopes.results' },
  { id: 'conversations', scope: 'triage_threads', title: 'vets.scopes.triage_threads' },
  { id: 'photo-analyses', scope: 'photo_analyses', title: 'vets.scopes.photo_analyses' },
];

/**
 * /vet/patients/:petId: what a keeper shares of a pet with the vet's clinic, part by part, with
 * the forms that add a visit note or a result or referral to the pet's own records. A pet the
 * clinic cannot see (never shared, or the keeper stopped) says so in words.
 */
export const PatientScreen = observer(function PatientScreen({ params }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  const petId = params.petId ?? '';
  useEffect(() => {
    void vet.patient.load(petId, { force: true });
  }, [vet, petId]);
  const view = vet.patient.valueFor(petId);
  if (!view) {
    return (
      <Text role="status" color="fg.muted">
        {vet.patient.state === 'failed' ? t('vets.patient.failed') : t('common.loading')}
      </Text>
    );
  }
  if (!view.found) return <NotShared />;
  return (
    <PatientImages>
      <PatientPage patient={view.patient} />
    </PatientImages>
  );
});

function BackLink() {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  return (
    <AppLink
      to={nav.pathTo(VET_PATIENTS_PATH)}
      display="inline-flex"
      alignItems="center"
      gap="1"
      color="brand.fg"
      fontWeight="semibold"
      mb="4"
    >
      <AppIcon icon="lucide:arrow-left" size={18} />
      {t('vets.patient.back')}
    </AppLink>
  );
}

function NotShared() {
  const { t } = useTranslation('app');
  return (
    <Box>
      <BackLink />
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
        {t('vets.patient.notFoundTitle')}
      </chakra.h1>
      <Text mt="2" color="fg.muted" maxW="40rem">
        {t('vets.patient.notFoundText')}
      </Text>
    </Box>
  );
}

const PatientPage = observer(function PatientPage({ patient }: { patient: Patient }) {
  const { t } = useTranslation('app');
  const { locale, bcp47 } = useLocale();
  const kind = [speciesLabel(patient.species, petsLanguage(locale)), patient.breed]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box>
      <BackLink />
      <Flex gap="4" align="center" mb="4" wrap="wrap">
        <PetAvatar pet={patient} size={16} />
        <Box minW="0" flex="1">
          <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
            {patient.name}
          </chakra.h1>
          <Text color="fg.muted">{kind}</Text>
        </Box>
      </Flex>
      <Box
        bg="bg.subtle"
        borderRadius="lg"
        px={{ base: '4', md: '5' }}
        py="3"
        mb="4"
        display="grid"
        gap="2"
      >
        <Text>
          {t('vets.patient.keptBy', { name: patient.keeper_name })}{' '}
          <chakra.a
            href={`mailto:${patient.keeper_email}`}
            color="brand.fg"
            textDecoration="underline"
          >
            {patient.keeper_email}
          </chakra.a>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('vets.patient.sharedSince', { date: formatDate(patient.shared_at, bcp47, 'long') })}
        </Text>
        <ScopeChips scopes={patient.scopes} label={t('vets.patient.sharedParts')} />
      </Box>
      <chakra.nav aria-label={t('vets.patient.sections')} mb="5">
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <chakra.a
                href={`#${section.id}`}
                display="inline-block"
                px="3"
                py="1"
                borderRadius="full"
                borderWidth="1px"
                borderColor="border"
                fontSize="sm"
                fontWeight="semibold"
                _hover={{ bg: 'bg.subtle' }}
              >
                {t(section.title)}
              </chakra.a>
            </li>
          ))}
        </Flex>
      </chakra.nav>
      <Box display="grid" gap="5">
        {SECTIONS.map((section) => (
          <ScopeSection
            key={section.id}
            id={section.id}
            scope={section.scope}
            patient={patient}
            title={t(section.title)}
          >
            {() => <SectionBody id={section.id} patient={patient} />}
          </ScopeSection>
        ))}
      </Box>
    </Box>
  );
});

function SectionBody({ id, patient }: { id: string; patient: Patient }) {
  switch (id) {
    case 'profile':
      return patient.profile ? <ProfileSection pet={patient.profile} /> : null;
    case 'weight':
      return <WeightSection petId={patient.id} />;
    case 'visits':
      return <VetVisitsSection petId={patient.id} petName={patient.name} />;
    case 'results':
      return <VetDocumentsSection petId={patient.id} petName={patient.name} />;
    case 'conversations':
      return <ThreadsSection petId={patient.id} />;
    default:
      return <AnalysesSection petId={patient.id} />;
  }
}
