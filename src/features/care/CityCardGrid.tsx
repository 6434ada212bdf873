import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contract/locales';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { CareKindBadge } from './CareKindBadge';
import type { CityCard } from './carePageContexts';
import { cityPath } from './carePaths';
import { CardGrid } from '../../ui/CardGrid';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** The cities of the care landing, one card each; the city name is the card's one link. */
export function CityCardGrid({ cities, locale }: { cities: readonly CityCard[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <CardGrid columns={{ md: 2 }} gap={{ base: '5', lg: '6' }}>
      {cities.map((city) => (
        <Flex
          as="li"
          key={city.slug}
          direction="column"
          gap="3"
          p={{ base: '5', md: '6' }}
          position="relative"
          {...CARD_SURFACE}
          transition="transform 0.15s ease"
          _hover={{ transform: 'translateY(-2px)' }}
          _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
        >
          <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
            <Icon name="map-pin" size={16} />
            <span>
              {city.region}, {city.country}
            </span>
          </Flex>
          <chakra.h3 fontSize="2xl" fontWeight="bold" lineHeight="short">
            <AppLink
              to={cityPath(locale, city.slug)}
              color="fg"
              _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
              _focusVisible={{ outline: 'none' }}
              _after={{ content: '""', position: 'absolute', inset: '0' }}
            >
              {city.name}
            </AppLink>
          </chakra.h3>
          <Text color="fg.muted" lineClamp={3}>
            {city.intro}
          </Text>
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mt="auto" pt="2">
            {city.kinds.map((kind) => (
              <li key={kind}>
                <CareKindBadge kind={kind} />
              </li>
            ))}
          </Flex>
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            {t('care.placesCount', { count: city.care_items_count })}
          </Text>
        </Flex>
      ))}
    </CardGrid>
  );
}
