import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import type { HomeContent } from './contentTypes';
import { PILL_ACTION_LOOK } from '../../ui/pillActionLook';

/**
 * The home page's opening: headline, promise and call to action, with a decorative picture.
 * The call to action starts what it promises (`ctaTo`: the symptom checker, or the guest's
 * add-a-pet start when signed out).
 */
export function HomeHero({ hero, ctaTo }: { hero: HomeContent['hero']; ctaTo: string }) {
  return (
    <Box bg="bg.accent" borderBottomRadius="2xl">
      <Grid
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pt={{ base: '8', md: '12' }}
        pb={{ base: '12', md: '16' }}
        gap="10"
        alignItems="center"
        templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
      >
        <Flex direction="column" gap="6" align="flex-start">
          <chakra.h1
            fontSize={{ base: '3xl', md: '4xl', xl: '5xl' }}
            lineHeight="short"
            fontWeight="bold"
            maxW="20ch"
          >
            {hero.title}
          </chakra.h1>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="48ch">
            {hero.subtitle}
          </Text>
          <AppLink to={ctaTo} {...PILL_ACTION_LOOK} fontSize="lg">
            {hero.cta_label}
          </AppLink>
        </Flex>
        {/* Decorative: the headline says what the page is about. */}
        <chakra.img
          src="/images/covers/dog-walk.svg"
          alt=""
          width={640}
          height={360}
          display={{ base: 'none', md: 'block' }}
          w="full"
          h="auto"
          borderRadius="2xl"
          boxShadow="card"
        />
      </Grid>
    </Box>
  );
}
