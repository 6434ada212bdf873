import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TriageLevel } from '@contract/aiAssistant';
import { AppIcon } from '../../ui/icons/AppIcon';
import { LEVEL_LOOKS } from './triageLevels';

/** An urgency level as a small pill: its colour, its icon and, always, its words. */
export function UrgencyBadge({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('app');
  const { tone, icon } = LEVEL_LOOKS[level];
  return (
    <chakra.span
      data-level={level}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      px="2.5"
      py="1"
      borderRadius="full"
      borderWidth="1px"
      borderColor={`${tone}.fg`}
      bg={tone === 'brand' ? 'brand.subtle' : `${tone}.subtle`}
      color={`${tone}.fg`}
      fontSize="sm"
      fontWeight="semibold"
      lineHeight="short"
    >
      <AppIcon icon={icon} size={16} />
      {t(`imageAnalysis.levels.${level}`)}
    </chakra.span>
  );
}
