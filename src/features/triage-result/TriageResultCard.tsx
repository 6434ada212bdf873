import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriageSummary } from '@contract/schemas/chat';
import { AppIcon } from '../../ui/icons/AppIcon';
import { EmergencyCare, type SectionTag } from './EmergencyCare';
import { LEVEL_LOOK } from './triageLevels';

/**
 * The end of every triage — a chat answer, a reopened thread, a photo analysis: the urgency level
 * first (colour, icon and words) with what to do now; for an emergency the nearest care with call
 * actions before anything else; then why, what to watch for, safe home care, the questions that
 * would sharpen it, and the reminder that this is not a diagnosis.
 */
export function TriageResultCard({
  triage,
  headingLevel = 2,
  stopped = false,
  showQuestions = true,
}: {
  triage: TriageSummary;
  /** The level of the card's heading in the page's outline (its parts go one below). */
  headingLevel?: 2 | 3;
  /** The answer was stopped or broke off: the level was decided before that. */
  stopped?: boolean;
  /** Off where the questions are already asked beside the card (the chat's quick answers). */
  showQuestions?: boolean;
}) {
  const { t } = useTranslation('app');
  const titleId = useId();
  const look = LEVEL_LOOK[triage.level];
  const tag = headingLevel === 2 ? 'h2' : 'h3';
  const partTag: SectionTag = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <chakra.section
      aria-labelledby={titleId}
      data-testid="triage-card"
      data-level={triage.level}
      borderWidth="2px"
      borderColor={look.fg}
      borderRadius="xl"
      bg="bg.surface"
      overflow="hidden"
    >
      <Flex align="flex-start" gap="3" bg={look.bg} px={{ base: '4', md: '5' }} py="3">
        <Box color={look.fg} pt="1" flexShrink={0}>
          <AppIcon icon={look.icon} size={28} />
        </Box>
        <Box minW="0">
          <Text fontSize="sm" fontWeight="semibold" color={look.fg}>
            {t('triageResult.heading')}
          </Text>
          <Box
            as={tag}
            id={titleId}
            fontSize="xl"
            fontWeight="bold"
            lineHeight="short"
            color={look.fg}
          >
            {t(`triageResult.levels.${triage.level}`)}
          </Box>
          <Text mt="1">{t(`triageResult.advice.${triage.level}`)}</Text>
        </Box>
      </Flex>
      <Box px={{ base: '4', md: '5' }} py="4" display="grid" gap="4">
        {stopped && (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {t('triageResult.stoppedNote')}
          </Text>
        )}
        {triage.level === 'emergency' && <EmergencyCare care={triage.care} tag={partTag} />}
        <TriageList
          title={t('triageResult.reasons')}
          items={triage.reasons.map((r) => r.text)}
          tag={partTag}
        />
        <TriageList title={t('triageResult.watchFor')} items={triage.watch_for} tag={partTag} />
        <TriageList title={t('triageResult.homeCare')} items={triage.home_care} tag={partTag} />
        {showQuestions && (
          <TriageList
            title={t('triageResult.questions')}
            items={triage.questions.map((q) => q.text)}
            tag={partTag}
          />
        )}
        <Flex gap="2" align="flex-start" color="fg.muted" fontSize="sm">
          <Box flexShrink={0} pt="0.5">
            <AppIcon icon="lucide:info" size={16} />
          </Box>
          <Text>{triage.reminder}</Text>
        </Flex>
      </Box>
    </chakra.section>
  );
}

function TriageList({
  title,
  items,
  tag,
}: {
  title: string;
  items: readonly string[];
  tag: SectionTag;
}) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Box as={tag} fontWeight="bold" fontSize="md">
        {title}
      </Box>
      <chakra.ul ps="5" listStyleType="disc" display="grid" gap="1" mt="1">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </chakra.ul>
    </Box>
  );
}
