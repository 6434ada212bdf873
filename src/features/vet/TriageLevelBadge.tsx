import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TriageLevel } from '@contract/aiAssistant';

const TONE: Readonly<Record<TriageLevel, string>> = {
  emergency: 'danger',
  within_24h: 'danger',
  within_2_3_days: 'warning',
  monitor: 'info',
  no_action: 'success',
};

/** The urgency level the symptom checker gave (never a diagnosis), as a small coloured label. */
export function TriageLevelBadge({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('app');
  const tone = TONE[level];
  return (
    <chakra.span
      display="inline-block"
      px="2.5"
      py="0.5"
      borderRadius="full"
      bg={`${tone}.subtle`}
      color={`${tone}.fg`}
      fontSize="sm"
      fontWeight="semibold"
    >
      {t(`vets.levels.${level}`)}
    </chakra.span>
  );
}
