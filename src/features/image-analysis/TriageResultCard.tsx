import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriageSummary } from '@contract/schemas/chat';
import { useAppNavigation } from '../../app/AppEnvironment';
import { AppIcon } from '../../ui/icons/AppIcon';
import { CARE_PATH } from './imageAnalysisPaths';
import { LEVEL_LOOKS } from './triageLevels';

const listStyle = { listStyleType: 'disc', ps: '5', display: 'grid', gap: '1' } as const;

type HeadingTag = 'h2' | 'h3' | 'h4';

function Section({
  title,
  items,
  tag,
}: {
  title: string;
  items: readonly string[];
  tag: HeadingTag;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <chakra.section aria-labelledby={id} mt="5">
      <Box as={tag} id={id} fontWeight="bold" mb="1.5">
        {title}
      </Box>
      <chakra.ul {...listStyle}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </chakra.ul>
    </chakra.section>
  );
}

/**
 * The end of a triage: the urgency level first (colour, icon and words), for an emergency the
 * nearest care with a call action before anything else, then why, what to watch for, safe home
 * care, the questions that would sharpen it, and the reminder that it is not a diagnosis.
 * Shared shape of the chat's answers and the photo analysis (TriageSummary).
 */
export function TriageResultCard({
  triage,
  headingLevel = 2,
}: {
  triage: TriageSummary;
  /** The level of the card's heading in the page's outline (its sections go one below). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const titleId = useId();
  const { tone, icon } = LEVEL_LOOKS[triage.level];
  const emergency = triage.level === 'emergency';
  const tag: HeadingTag = headingLevel === 2 ? 'h2' : 'h3';
  const sectionTag: HeadingTag = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <chakra.section
      aria-labelledby={titleId}
      data-triage-level={triage.level}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="6px"
      borderInlineStartColor={`${tone}.fg`}
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '4', md: '6' }}
      py="5"
    >
      <Flex gap="3" align="flex-start">
        <Box color={`${tone}.fg`} pt="1" flexShrink={0}>
          <AppIcon icon={icon} size={28} />
        </Box>
        <Box minW="0">
          <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
            {t('imageAnalysis.result.levelLabel')}
          </Text>
          <Box as={tag} id={titleId} fontSize="xl" fontWeight="bold" color={`${tone}.fg`}>
            {t(`imageAnalysis.levels.${triage.level}`)}
          </Box>
          <Text mt="1">{t(`imageAnalysis.levelAdvice.${triage.level}`)}</Text>
        </Box>
      </Flex>

      {emergency && (
        <Box
          mt="5"
          bg="danger.subtle"
          borderWidth="1px"
          borderColor="danger.fg"
          borderRadius="lg"
          px="4"
          py="3"
          role="region"
          aria-label={t('imageAnalysis.result.careTitle')}
        >
          {triage.care && triage.care.places.length > 0 ? (
            <>
              <Text fontWeight="bold">
                {t('imageAnalysis.result.careIn', { city: triage.care.city_name })}
              </Text>
              <chakra.ul listStyleType="none" display="grid" gap="3" mt="2">
                {triage.care.places.map((place) => (
                  <chakra.li key={place.url}>
                    <Text fontWeight="semibold">{place.name}</Text>
                    <Flex gap="3" wrap="wrap" mt="1">
                      {place.phone && (
                        <chakra.a
                          href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}
                          display="inline-flex"
                          alignItems="center"
                          gap="2"
                          px="4"
                          minH="11"
                          borderRadius="full"
                          bg="danger.fg"
                          color="bg.surface"
                          fontWeight="semibold"
                        >
                          <AppIcon icon="lucide:phone" size={18} />
                          {t('imageAnalysis.result.call', { phone: place.phone })}
                        </chakra.a>
                      )}
                      <chakra.a
                        href={place.url}
                        display="inline-flex"
                        alignItems="center"
                        minH="11"
                        color="fg"
                        textDecoration="underline"
                      >
                        {t('imageAnalysis.result.careDetails', { name: place.name })}
                      </chakra.a>
                    </Flex>
                  </chakra.li>
                ))}
              </chakra.ul>
            </>
          ) : (
            <>
              <Text fontWeight="bold">{t('imageAnalysis.result.noCareTitle')}</Text>
              <Text mt="1">{t('imageAnalysis.result.noCareText')}</Text>
              <chakra.a
                href={nav.pathTo(CARE_PATH)}
                display="inline-flex"
                mt="2"
                minH="11"
                alignItems="center"
                fontWeight="semibold"
                textDecoration="underline"
              >
                {t('imageAnalysis.result.careByCity')}
              </chakra.a>
            </>
          )}
        </Box>
      )}

      <Section
        title={t('imageAnalysis.result.reasons')}
        items={triage.reasons.map((r) => r.text)}
        tag={sectionTag}
      />
      <Section
        title={t('imageAnalysis.result.watchFor')}
        items={triage.watch_for}
        tag={sectionTag}
      />
      <Section
        title={t('imageAnalysis.result.homeCare')}
        items={triage.home_care}
        tag={sectionTag}
      />
      <Section
        title={t('imageAnalysis.result.questions')}
        items={triage.questions.map((q) => q.text)}
        tag={sectionTag}
      />
      <Flex gap="2" mt="5" color="fg.muted" fontSize="sm" align="flex-start">
        <Box flexShrink={0} pt="0.5">
          <AppIcon icon="lucide:info" size={16} />
        </Box>
        <Text>{triage.reminder}</Text>
      </Flex>
    </chakra.section>
  );
}
