import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearestCare, TriageSummary } from '@contract/schemas/chat';
import { useAppNavigation } from '../../app/AppEnvironment';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { CARE_PATH, CITY_SETTINGS_PATH } from './chatPaths';
import { LEVEL_LOOK } from './triageLevels';

const actionStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '2',
  minH: '11',
  borderRadius: 'full',
  fontWeight: 'semibold',
  textDecoration: 'none',
} as const;

/** A phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * The triage result every answer ends with: the urgency level (colour, icon and words), for an
 * emergency the nearest care first with a call action, then the reasons, what to watch for, safe
 * home care and the one-line reminder that this is not a diagnosis.
 */
export function TriageResultCard({
  triage,
  stopped = false,
}: {
  triage: TriageSummary;
  stopped?: boolean;
}) {
  const { t } = useTranslation('app');
  const headingId = useId();
  const look = LEVEL_LOOK[triage.level];
  const emergency = triage.level === 'emergency';
  return (
    <chakra.section
      aria-labelledby={headingId}
      data-testid="triage-card"
      data-level={triage.level}
      mt="3"
      borderWidth="2px"
      borderColor={look.fg}
      borderRadius="xl"
      bg="bg.surface"
      overflow="hidden"
    >
      <Flex align="center" gap="3" bg={look.bg} color={look.fg} px="4" py="3">
        <AppIcon icon={look.icon} size={28} />
        <Box minW="0">
          <Text fontSize="sm" fontWeight="semibold">
            {t('chat.triage.heading')}
          </Text>
          <chakra.h3 id={headingId} fontSize="lg" fontWeight="bold" lineHeight="short">
            {t(`chat.levels.${triage.level}`)}
          </chakra.h3>
        </Box>
      </Flex>
      <Box px="4" py="3" display="grid" gap="3">
        {stopped && (
          <Text fontSize="sm" color="fg.muted">
            {t('chat.triage.stoppedNote')}
          </Text>
        )}
        {emergency &&
          (triage.care && triage.care.places.length > 0 ? (
            <CarePlaces care={triage.care} />
          ) : (
            <NoCareKnown />
          ))}
        <TriageList title={t('chat.triage.reasons')} items={triage.reasons.map((r) => r.text)} />
        <TriageList title={t('chat.triage.watchFor')} items={triage.watch_for} />
        <TriageList title={t('chat.triage.homeCare')} items={triage.home_care} />
        <Flex gap="2" align="flex-start" color="fg.muted" fontSize="sm">
          <AppIcon icon="lucide:info" size={16} />
          <Text>{triage.reminder}</Text>
        </Flex>
      </Box>
    </chakra.section>
  );
}

function TriageList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <chakra.h4 fontWeight="bold" fontSize="md">
        {title}
      </chakra.h4>
      <chakra.ul ps="5" listStyleType="disc" display="grid" gap="1" mt="1">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </chakra.ul>
    </Box>
  );
}

function EmergencyBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="danger.fg"
      bg="danger.subtle"
      borderRadius="lg"
      px="4"
      py="3"
      data-testid="emergency-care"
    >
      <chakra.h4 fontWeight="bold" color="danger.fg" display="flex" alignItems="center" gap="2">
        <AppIcon icon="lucide:map-pin" size={18} />
        {title}
      </chakra.h4>
      {children}
    </Box>
  );
}

/** The care pages of the keeper's city: emergency services first, each with a call action. */
function CarePlaces({ care }: { care: NearestCare }) {
  const { t } = useTranslation('app');
  return (
    <EmergencyBox title={t('chat.triage.care.heading', { city: care.city_name })}>
      <chakra.ul listStyleType="none" display="grid" gap="3" mt="2">
        {care.places.map((place) => (
          <chakra.li key={place.url}>
            <Text fontWeight="semibold">{place.name}</Text>
            <Flex gap="2" wrap="wrap" mt="1">
              {place.phone ? (
                <chakra.a
                  href={telHref(place.phone)}
                  {...actionStyles}
                  bg="danger.fg"
                  color="bg.surface"
                  _hover={{ opacity: 0.9 }}
                >
                  <AppIcon icon="lucide:phone" size={18} />
                  {t('chat.triage.care.call', { name: place.name })}
                  <chakra.span fontWeight="normal">{place.phone}</chakra.span>
                </chakra.a>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('chat.triage.care.noPhone')}
                </Text>
              )}
              <AppLink
                to={place.url}
                {...actionStyles}
                borderWidth="1px"
                borderColor="danger.fg"
                color="danger.fg"
                bg="bg.surface"
                _hover={{ bg: 'bg.subtle' }}
              >
                {t('chat.triage.care.page', { name: place.name })}
              </AppLink>
            </Flex>
          </chakra.li>
        ))}
      </chakra.ul>
    </EmergencyBox>
  );
}

/** An emergency with no known care nearby: say so plainly and point the way. */
function NoCareKnown() {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  return (
    <EmergencyBox title={t('chat.triage.noCare.heading')}>
      <Text mt="1">{t('chat.triage.noCare.text')}</Text>
      <Flex gap="3" wrap="wrap" mt="2">
        <AppLink to={nav.pathTo(CARE_PATH)} color="danger.fg" fontWeight="semibold">
          {t('chat.triage.noCare.browse')}
        </AppLink>
        <AppLink to={nav.pathTo(CITY_SETTINGS_PATH)} color="danger.fg">
          {t('chat.triage.noCare.addCity')}
        </AppLink>
      </Flex>
    </EmergencyBox>
  );
}
