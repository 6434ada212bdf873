import { Box, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { BannerSlot } from '../banners';
import { formatRange } from '../diet-plan';
import {
  DIET_PLAN_PATH,
  INFORMATION_PATH,
  PHOTO_GALLERY_PATH,
  RESULTS_PATH,
  VISITS_PATH,
  WithCurrentPet,
} from '../pets';
import { RemindersPanel } from '../reminders';
import { AddWeightModal } from './AddWeightModal';
import { DashboardCard } from './DashboardCard';
import { PetSummary } from './PetSummary';
import { QuickAction } from './QuickAction';
import { RecentVisitsList } from './RecentVisitsList';
import { WeightCard } from './WeightCard';

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

const DashboardCards = observer(function DashboardCards({
  dashboard,
}: {
  dashboard: PetDashboard;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const { pet } = dashboard;

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
      <WeightCard dashboard={dashboard} />

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
        <RecentVisitsList visits={dashboard.recent_visits} />
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
    </Grid>
  );
});
