import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearestCare } from '@contract/schemas/chat';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { telHref } from '../../ui/telHref';
import { CARE_PATH, CITY_SETTINGS_PATH } from './triageResultPaths';

export type SectionTag = 'h3' | 'h4';

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

/**
 * What to do in an emergency, before anything else on the card: the care pages of the keeper's
 * city (emergency services first, each with a call action), or, when none is known, say so plainly
 * and point the way.
 */
export function EmergencyCare({ care, tag }: { care: NearestCare | null; tag: SectionTag }) {
  return care && care.places.length > 0 ? (
    <CarePlaces care={care} tag={tag} />
  ) : (
    <NoCareKnown tag={tag} />
  );
}

function EmergencyBox({
  title,
  tag,
  children,
}: {
  title: string;
  tag: SectionTag;
  children: ReactNode;
}) {
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
      <Box as={tag} fontWeight="bold" color="danger.fg" display="flex" alignItems="center" gap="2">
        <AppIcon icon="lucide:map-pin" size={18} />
        {title}
      </Box>
      {children}
    </Box>
  );
}

function CarePlaces({ care, tag }: { care: NearestCare; tag: SectionTag }) {
  const { t } = useTranslation('app');
  return (
    <EmergencyBox title={t('triageResult.care.heading', { city: care.city_name })} tag={tag}>
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
                  {t('triageResult.care.call', { name: place.name })}
                  <chakra.span fontWeight="normal">{place.phone}</chakra.span>
                </chakra.a>
              ) : (
                <Text fontSize="sm" color="fg.muted" alignSelf="center">
                  {t('triageResult.care.noPhone')}
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
                {t('triageResult.care.page', { name: place.name })}
              </AppLink>
            </Flex>
          </chakra.li>
        ))}
      </chakra.ul>
    </EmergencyBox>
  );
}

function NoCareKnown({ tag }: { tag: SectionTag }) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const linkStyles = {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    color: 'danger.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  } as const;
  return (
    <EmergencyBox title={t('triageResult.noCare.heading')} tag={tag}>
      <Text mt="1">{t('triageResult.noCare.text')}</Text>
      <Flex columnGap="4" wrap="wrap" mt="1">
        <AppLink to={nav.pathTo(CARE_PATH)} {...linkStyles} fontWeight="semibold">
          {t('triageResult.noCare.browse')}
        </AppLink>
        <AppLink to={nav.pathTo(CITY_SETTINGS_PATH)} {...linkStyles}>
          {t('triageResult.noCare.addCity')}
        </AppLink>
      </Flex>
    </EmergencyBox>
  );
}
