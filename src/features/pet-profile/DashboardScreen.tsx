import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets';
import { formatVisitCost } from '@contract/pets/visitCost';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PrimaryButton } from '../../ui/forms/Button';
import { AppIcon, type AppIconName } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { BannerSlot } from '../banners';
import { formatRange } from '../diet-plan';
import { emergencyCardPath } from '../emergency-card';
import { formatDate } from '../../i18n/dates';
import {
  PetAvatar,
  DIET_PLAN_PATH,
  INFORMATION_PATH,
  PHOTO_GALLERY_PATH,
  RESULTS_PATH,
  VISITS_PATH,
  petsLanguage,
  sexLabel,
  speciesLabel,
  usePetAgeText,
  WithCurrentPet,
} from '../pets';
import { RemindersPanel } from '../reminders';
import { AddWeightModal } from './AddWeightModal';
import { DashboardCard } from './DashboardCard';
import { WeightChart, type WeightPoint } from './WeightChart';

const REMOVE_WEIGHT_MODAL = 'remove-weight';

/**
 * /dashboard: the current pet at a glance — photo, age, latest weight and its chart over time in
 * the keeper's unit, the next reminders, the latest visits and quick ways to the rest. One API
 * call (GET keeper/pets/{id}/dashboard); switching pets shows the other pet at once.
 */
export const DashboardScreen = observer(function DashboardScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetDashboardView pet={pet} />}</WithCurrentPet>;
});

const PetDashboardView = observer(function PetDashboardView({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { petProfile, guestPet } = useStores();
  const nav = useAppNavigation();
  useEffect(() => {
    void petProfile.loadDashboard(pet.id);
  }, [petProfile, pet.id]);
  const dashboard = petProfile.dashboard.valueFor(pet.id);
  const failed = petProfile.dashboard.key === pet.id && petProfile.dashboard.state === 'failed';

  return (
    <Box>
      <BannerSlot
        placement="pet-dashboard"
        facts={{
          petDetailsHref: nav.pathTo(INFORMATION_PATH),
          petToConfirm: guestPet.petToConfirmId,
        }}
      />
      <PetSummary pet={dashboard?.pet ?? pet} />
      {dashboard ? (
        <DashboardCards dashboard={dashboard} />
      ) : (
        <Text role="status" color="fg.muted" mt="6">
          {failed ? t('petProfile.dashboard.failed') : t('common.loading')}
        </Text>
      )}
      <AddWeightModal pet={dashboard?.pet ?? pet} />
    </Box>
  );
});

/** The pet's photo, name, species, breed, age and sex. */
const PetSummary = observer(function PetSummary({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const nav = useAppNavigation();
  const language = petsLanguage(locale);
  const ageText = usePetAgeText();
  const facts = [
    pet.breed || speciesLabel(pet.species, language),
    pet.birth_date ? ageText(pet.birth_date, pet.birth_date_is_estimate) : null,
    pet.sex !== 'unknown' ? sexLabel(pet.sex, language) : null,
    pet.neutered === true ? t('pets.neutered') : null,
  ].filter(Boolean);
  return (
    <Flex gap={{ base: '4', md: '6' }} align="center" mb="6" wrap="wrap">
      <PetAvatar pet={pet} size={24} />
      <Box flex="1" minW="12rem">
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
          {pet.name}
        </chakra.h1>
        <Text color="fg.muted" mt="1">
          {facts.join(' · ')}
        </Text>
      </Box>
      <AppLink
        to={nav.pathTo(INFORMATION_PATH)}
        color="brand.fg"
        fontWeight="semibold"
        textDecoration="underline"
      >
        {t('petProfile.dashboard.editProfile')}
      </AppLink>
      <AppLink
        to={nav.pathTo(emergencyCardPath(pet.id))}
        color="brand.fg"
        fontWeight="semibold"
        textDecoration="underline"
      >
        {t('emergencyCard.title')}
      </AppLink>
    </Flex>
  );
});

const DashboardCards = observer(function DashboardCards({
  dashboard,
}: {
  dashboard: PetDashboard;
}) {
  const { t } = useTranslation('app');
  const { petProfile, auth, modals } = useStores();
  const { locale, bcp47 } = useLocale();
  const [removing, setRemoving] = useState<WeightPoint | null>(null);
  const nav = useAppNavigation();
  const language = petsLanguage(locale);
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const { pet } = dashboard;
  const points = useMemo(
    () =>
      dashboard.weights.map((entry) => ({
        id: entry.id,
        measuredOn: entry.measured_on,
        grams: gramsFromKilograms(entry.weight_kg),
      })),
    [dashboard.weights],
  );
  const addWeight = (
    <PrimaryButton type="button" onClick={() => petProfile.requestAddWeight()}>
      <AppIcon icon="lucide:plus" size={18} />
      {t('petProfile.weight.add')}
    </PrimaryButton>
  );

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
      <DashboardCard
        title={t('petProfile.weight.title')}
        action={addWeight}
        gridRow={{ lg: 'span 2' }}
      >
        {pet.weight_kg !== null ? (
          <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
            {formatWeight(gramsFromKilograms(pet.weight_kg), unit, language)}
            {pet.weight_measured_on && (
              <chakra.span display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                {t('petProfile.weight.measured', {
                  date: formatDate(pet.weight_measured_on, bcp47, 'long'),
                })}
              </chakra.span>
            )}
          </Text>
        ) : (
          <Text color="fg.muted">{t('petProfile.weight.none')}</Text>
        )}
        {points.length > 1 && (
          <Box mt="4">
            <WeightChart
              points={points}
              unit={unit}
              onRemove={(point) => {
                setRemoving(point);
                void modals.open(REMOVE_WEIGHT_MODAL);
              }}
            />
          </Box>
        )}
        {points.length === 1 && (
          <Text color="fg.muted" mt="3" fontSize="sm">
            {t('petProfile.weight.oneEntry')}
          </Text>
        )}
      </DashboardCard>

      <DashboardCard title={t('reminders.heading')}>
        <RemindersPanel petId={pet.id} petName={pet.name} upcoming={dashboard.upcoming_reminders} />
      </DashboardCard>

      <DashboardCard
        title={t('petProfile.dashboard.recentVisits')}
        action={
          <AppLink to={nav.pathTo(VISITS_PATH)} color="brand.fg" fontWeight="semibold">
            {t('petProfile.dashboard.allVisits')}
          </AppLink>
        }
      >
        {dashboard.recent_visits.length === 0 ? (
          <Text color="fg.muted">{t('visits.none')}</Text>
        ) : (
          <chakra.ul listStyleType="none" display="grid" gap="3">
            {dashboard.recent_visits.map((visit) => (
              <li key={visit.id}>
                <Text fontWeight="semibold">{visit.reason}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    formatDate(visit.visited_on, bcp47, 'medium'),
                    visit.clinic,
                    visit.cost_minor !== null && visit.currency
                      ? formatVisitCost(visit.cost_minor, visit.currency, language)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </chakra.ul>
        )}
      </DashboardCard>

      <DashboardCard title={t('petProfile.dashboard.quickActions')} gridColumn={{ lg: 'span 2' }}>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
          <QuickAction
            icon="lucide:stethoscope"
            to={nav.pathTo(`${VISITS_PATH}?new=1`)}
            label={t('petProfile.quick.visit')}
          />
          <QuickAction
            icon="lucide:images"
            to={nav.pathTo(PHOTO_GALLERY_PATH)}
            label={t('petProfile.quick.photos', { count: dashboard.photo_count })}
          />
          <QuickAction
            icon="lucide:file-text"
            to={nav.pathTo(RESULTS_PATH)}
            label={t('petProfile.quick.documents', { count: dashboard.document_count })}
          />
          <QuickAction
            icon="lucide:utensils"
            to={nav.pathTo(DIET_PLAN_PATH)}
            label={
              dashboard.diet?.computed.daily_kcal
                ? t('petProfile.quick.dietKcal', {
                    kcal: formatRange(dashboard.diet.computed.daily_kcal, bcp47),
                  })
                : t('petProfile.quick.diet')
            }
          />
        </Grid>
      </DashboardCard>
      <ConfirmModal
        id={REMOVE_WEIGHT_MODAL}
        title={t('petProfile.weight.removeTitle')}
        confirmLabel={t('petProfile.weight.removeConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (removing) await petProfile.removeWeight(pet.id, removing.id);
        }}
      >
        {removing &&
          t('petProfile.weight.removeText', {
            weight: formatWeight(removing.grams, unit, language),
            date: formatDate(removing.measuredOn, bcp47, 'long'),
          })}
      </ConfirmModal>
    </Grid>
  );
});

function QuickAction({ icon, to, label }: { icon: AppIconName; to: string; label: ReactNode }) {
  return (
    <AppLink
      to={to}
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="2"
      px="4"
      py="3"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      color="fg"
      fontWeight="semibold"
      _hover={{ bg: 'bg.subtle', borderColor: 'brand.solid' }}
    >
      <Box color="brand.fg">
        <AppIcon icon={icon} size={22} />
      </Box>
      {label}
    </AppLink>
  );
}
