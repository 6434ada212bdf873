import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ThreadVetQuestions } from '@contract/schemas/vetQuestions';
import { AppIcon } from '../../ui/icons/AppIcon';

/** An emergency never waits for a vet: go now, with the clinics' phone numbers to call. */
export function EmergencyNotice({ clinics }: { clinics: ThreadVetQuestions['clinics'] }) {
  const { t } = useTranslation('app');
  return (
    <Box
      role="alert"
      mt="3"
      p="4"
      borderRadius="lg"
      borderWidth="2px"
      borderColor="danger.fg"
      // The theme's semantic tokens: readable in light and dark mode alike.
      bg="danger.subtle"
      color="fg"
    >
      <Text fontWeight="bold" color="danger.fg">
        {t('askVet.emergency.goNow')}
      </Text>
      <Text mt="1">{t('askVet.emergency.dontWait')}</Text>
      {clinics
        .filter((c) => c.phone)
        .map((c) => (
          <chakra.a
            key={c.id}
            href={`tel:${c.phone!.replace(/[^+\d]/g, '')}`}
            display="inline-flex"
            alignItems="center"
            gap="2"
            mt="2"
            me="4"
            minH="11"
            fontWeight="semibold"
            textDecoration="underline"
          >
            <AppIcon icon="lucide:phone" size={18} />
            {t('askVet.emergency.call', { clinic: c.name, phone: c.phone })}
          </chakra.a>
        ))}
    </Box>
  );
}
