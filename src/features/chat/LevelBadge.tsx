import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TriageLevel } from '@contract/aiAssistant';
import { AppIcon } from '../../ui/icons/AppIcon';
import { LEVEL_LOOK } from './triageLevels';

/** An urgency level as a small badge: its icon, its colour and always its words. */
export function LevelBadge({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('app');
  const look = LEVEL_LOOK[level];
  return (
    <chakra.span
      data-level={level}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      px="2.5"
      py="0.5"
      borderRadius="full"
      borderWidth="1px"
      borderColor={look.fg}
      bg={look.bg}
      color={look.fg}
      fontSize="sm"
      fontWeight="semibold"
      lineHeight="short"
    >
      <AppIcon icon={look.icon} size={16} />
      {t(`chat.levels.${level}`)}
    </chakra.span>
  );
}
