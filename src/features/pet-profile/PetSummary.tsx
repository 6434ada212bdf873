import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { emergencyCardPath } from '../emergency-card';
import {
  PetAvatar,
  INFORMATION_PATH,
  petsLanguage,
  sexLabel,
  speciesLabel,
  usePetAgeText,
} from '../pets';

/** The dashboard's head: the pet's photo, name, species, breed, age and sex. */
export const PetSummary = observer(function PetSummary({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const nav = useAppNavigation();
  const language = petsLanguage(locale);
  const ageText = usePetAgeText();
  const facts = [
    pet.breed || speciesLabel(pet.species, language),
    pet.birth_date ? ageText(pet.birth_date, pet.birth_date_is_estimate) : null,
    pet.sex !== 'unknown' ? sexLabel(pet.sex, language) : null,
    pet.neutered === true ? t('pets.neutered') : null,
  ].filter(Boolean);
  return (
    <Flex gap={{ base: '4', md: '6' }} align="center" mb="6" wrap="wrap">
      <PetAvatar pet={pet} size={24} />
      <Box flex="1" minW="12rem">
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
          {pet.name}
        </chakra.h1>
        <Text color="fg.muted" mt="1">
          {facts.join(' · ')}
        </Text>
      </Box>
      <AppLink
        to={nav.pathTo(INFORMATION_PATH)}
        color="brand.fg"
        fontWeight="semibold"
        textDecoration="underline"
      >
        {t('petProfile.dashboard.editProfile')}
      </AppLink>
      <AppLink
        to={nav.pathTo(emergencyCardPath(pet.id))}
        color="brand.fg"
        fontWeight="semibold"
        textDecoration="underline"
      >
        {t('emergencyCard.title')}
      </AppLink>
    </Flex>
  );
});
