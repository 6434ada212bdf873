import { chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets/weight';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { formatDate } from '../../i18n/dates';
import { petsLanguage } from '../pets';

/** The shared weight history, newest first, in the vet's own unit. */
export const WeightSection = observer(function WeightSection({ petId }: { petId: string }) {
  const { t } = useTranslation('app');
  const { vet, auth } = useStores();
  const { locale, bcp47 } = useLocale();
  useEffect(() => {
    void vet.weights.load(petId, { force: true });
  }, [vet, petId]);
  const entries = vet.weights.valueFor(petId);
  if (!entries) {
    return (
      <Text role="status" color="fg.muted">
        {vet.weights.state === 'failed' ? t('vets.patient.failed') : t('common.loading')}
      </Text>
    );
  }
  if (entries.length === 0) return <Text color="fg.muted">{t('vets.patient.noWeights')}</Text>;
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const language = petsLanguage(locale);
  const newestFirst = [...entries].reverse();
  return (
    <chakra.table w="full" maxW="32rem" css={{ borderCollapse: 'collapse' }}>
      <chakra.caption textAlign="start" color="fg.muted" mb="2">
        {t('vets.patient.weighings', { count: entries.length })}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" textAlign="start" py="1.5" borderBottomWidth="1px">
            {t('vets.patient.date')}
          </chakra.th>
          <chakra.th scope="col" textAlign="end" py="1.5" borderBottomWidth="1px">
            {t('vets.patient.weight')}
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((entry) => (
          <tr key={entry.id}>
            <chakra.td py="1.5" borderBottomWidth="1px" borderColor="border">
              {formatDate(entry.measured_on, bcp47, 'medium')}
            </chakra.td>
            <chakra.td py="1.5" borderBottomWidth="1px" borderColor="border" textAlign="end">
              {formatWeight(gramsFromKilograms(entry.weight_kg), unit, language)}
            </chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
});
