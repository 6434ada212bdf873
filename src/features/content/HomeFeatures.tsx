import { chakra, Flex, Text } from '@chakra-ui/react';
import { localePath, type Locale } from '@contract/locales';
import { AppLink } from '../../ui/AppLink';
import { Icon, isIconName } from '../../ui/Icon';
import type { HomeFeature } from './contentTypes';
import { CardGrid } from '../../ui/CardGrid';

export const FEATURES_SECTION_ID = 'features';

/**
 * What the product does, one tile per feature (icons are ours, named by the API). A feature with
 * a page (its `path`) is a card that opens it in `appLocale`: the whole card is the target, the
 * title is the link's name. A guest is asked to sign in first, and comes back to it.
 */
export function HomeFeatures({
  heading,
  features,
  appLocale,
}: {
  heading: string;
  features: HomeFeature[];
  appLocale: Locale;
}) {
  return (
    <chakra.section id={FEATURES_SECTION_ID} aria-labelledby="features-heading" scrollMarginTop="4">
      <chakra.h2
        id="features-heading"
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        mb="6"
      >
        {heading}
      </chakra.h2>
      <CardGrid columns={{ sm: 2, lg: 4 }}>
        {features.map((feature) => (
          <Flex
            as="li"
            key={feature.title}
            position="relative"
            _hover={feature.path ? { borderColor: 'brand.fg' } : undefined}
            direction="column"
            gap="3"
            p="5"
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
          >
            <Flex
              align="center"
              justify="center"
              w="12"
              h="12"
              borderRadius="lg"
              bg="brand.subtle"
              color="brand.fg"
            >
              {isIconName(feature.icon) && <Icon name={feature.icon} size={26} />}
            </Flex>
            <chakra.h3 fontSize="lg" fontWeight="bold" lineHeight="short">
              {feature.path ? (
                <AppLink
                  to={localePath(appLocale, feature.path)}
                  color="fg"
                  _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
                  // Stretched over the card, so a tap anywhere on it follows the link.
                  _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'xl' }}
                >
                  {feature.title}
                </AppLink>
              ) : (
                feature.title
              )}
            </chakra.h3>
            <Text color="fg.muted">{feature.text}</Text>
          </Flex>
        ))}
      </CardGrid>
    </chakra.section>
  );
}
