import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatVisitCost } from '@contract/pets/visitCost';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import { useLocale } from '../../i18n/useLocale';
import { formatDate } from '../../i18n/dates';
import { petsLanguage } from '../pets';

/** The dashboard's latest visits: reason, then date, clinic and cost. */
export function RecentVisitsList({ visits }: { visits: PetDashboard['recent_visits'] }) {
  const { t } = useTranslation('app');
  const { locale, bcp47 } = useLocale();
  const language = petsLanguage(locale);
  if (visits.length === 0) return <Text color="fg.muted">{t('visits.none')}</Text>;
  return (
    <chakra.ul listStyleType="none" display="grid" gap="3">
      {visits.map((visit) => (
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
  );
}
