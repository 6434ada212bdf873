import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contract/locales';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import type { CareItemSummary } from '../content';
import { CARD_PICTURE_SIZES, ContentPicture } from '../images';
import { CareKindBadge } from './CareKindBadge';
import { careItemPath } from './carePaths';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** A care place in a list: kind, name (the card's link), summary and address. */
export function CareItemCard({
  item,
  locale,
  citySlug,
  headingLevel = 'h3',
}: {
  item: CareItemSummary;
  locale: Locale;
  citySlug: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <Flex
      as="article"
      direction="column"
      gap="2.5"
      h="full"
      p="5"
      position="relative"
      {...CARD_SURFACE}
      _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
    >
      {item.image && (
        <ContentPicture
          src={item.image}
          alt={t('care.photoAlt', { name: item.name })}
          sizes={CARD_PICTURE_SIZES}
          borderRadius="lg"
          mb="1"
        />
      )}
      <div>
        <CareKindBadge kind={item.kind} />
      </div>
      <chakra.div as={headingLevel} fontSize="xl" fontWeight="bold" lineHeight="short">
        <AppLink
          to={careItemPath(locale, citySlug, item.slug)}
          color="fg"
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
          _focusVisible={{ outline: 'none' }}
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          {item.name}
        </AppLink>
      </chakra.div>
      <Text color="fg.muted" flex="1">
        {item.summary}
      </Text>
      <Flex align="flex-start" gap="1.5" fontSize="sm" color="fg.muted">
        <chakra.span mt="0.5" display="inline-flex">
          <Icon name="map-pin" size={16} />
        </chakra.span>
        <span>{item.address}</span>
      </Flex>
    </Flex>
  );
}
