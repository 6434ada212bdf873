import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetSpecies } from '@contract/pets/species';
import type { Pet } from '@contract/schemas/pets';
import { QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';

const NUMBERS = ['1', '2', '3', '4'] as const;

/**
 * Example questions for the pet's species, and the "example questions info" (spec.md section 2,
 * Other UI): how to describe a problem so the urgency level is precise. Choosing one puts it in
 * the message box to adapt; nothing is sent (a free message is not spent on an example).
 */
export function ExampleQuestions({
  pet,
  onChoose,
}: {
  pet: Pet;
  onChoose: (text: string) => void;
}) {
  const { t } = useTranslation('app');
  const [showInfo, setShowInfo] = useState(false);
  const headingId = useId();
  const infoId = useId();
  const species: PetSpecies = pet.species;
  return (
    <chakra.section aria-labelledby={headingId} mt="6" data-testid="example-questions">
      <Flex align="center" gap="2" wrap="wrap">
        <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold">
          {t('chat.examples.heading')}
        </chakra.h2>
        <QuietButton
          type="button"
          aria-expanded={showInfo}
          aria-controls={infoId}
          onClick={() => setShowInfo((v) => !v)}
        >
          <AppIcon icon="lucide:info" size={16} />
          {t('chat.examples.infoButton')}
        </QuietButton>
      </Flex>
      <Box
        id={infoId}
        hidden={!showInfo}
        mt="2"
        bg="info.subtle"
        color="fg"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="info.fg"
        px="4"
        py="3"
      >
        <Text>{t('chat.examples.info', { name: pet.name })}</Text>
      </Box>
      <Text color="fg.muted" fontSize="sm" mt="1">
        {t('chat.examples.hint', { name: pet.name })}
      </Text>
      <chakra.ul
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap="2"
        mt="3"
      >
        {NUMBERS.map((n) => {
          const text = t(`chat.examples.${species}.${n}`, { name: pet.name });
          return (
            <chakra.li key={n}>
              <chakra.button
                type="button"
                onClick={() => onChoose(text)}
                w="full"
                h="full"
                textAlign="start"
                px="4"
                py="3"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="border"
                bg="bg.surface"
                cursor="pointer"
                display="flex"
                gap="2"
                alignItems="flex-start"
                _hover={{ bg: 'bg.subtle', borderColor: 'fg.muted' }}
              >
                <Box color="brand.fg" mt="0.5">
                  <AppIcon icon="lucide:message-circle" size={18} />
                </Box>
                {text}
              </chakra.button>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </chakra.section>
  );
}
