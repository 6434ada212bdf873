import { chakra, Flex, Text } from '@chakra-ui/react';
import { Icon, isIconName } from '../../ui/Icon';
import type { HomeFeature } from './contentTypes';
import { CardGrid } from '../../ui/CardGrid';

export const FEATURES_SECTION_ID = 'features';

/** What the product does, one tile per feature (icons are ours, named by the API). */
export function HomeFeatures({ heading, features }: { heading: string; features: HomeFeature[] }) {
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
              {feature.title}
            </chakra.h3>
            <Text color="fg.muted">{feature.text}</Text>
          </Flex>
        ))}
      </CardGrid>
    </chakra.section>
  );
}
