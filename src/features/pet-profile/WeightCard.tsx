import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { formatDate } from '../../i18n/dates';
import { petsLanguage } from '../pets';
import { DashboardCard } from './DashboardCard';
import { WeightChart, type WeightPoint } from './WeightChart';

const REMOVE_WEIGHT_MODAL = 'remove-weight';

/**
 * The dashboard's weight card: the latest weight in the keeper's unit, its chart over time (an
 * entry can be removed from it, after a confirmation) and the button that adds one.
 */
export const WeightCard = observer(function WeightCard({ dashboard }: { dashboard: PetDashboard }) {
  const { t } = useTranslation('app');
  const { petProfile, auth, modals } = useStores();
  const { locale, bcp47 } = useLocale();
  const [removing, setRemoving] = useState<WeightPoint | null>(null);
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
    <>
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
    </>
  );
});
