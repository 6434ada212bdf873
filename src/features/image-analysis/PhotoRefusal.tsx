import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../ui/icons/AppIcon';

export const PHOTO_TIP_KEYS = ['light', 'steady', 'close', 'fur'] as const;

/** How to take a photo the check accepts. */
export function PhotoTips() {
  const { t } = useTranslation('app');
  const id = useId();
  return (
    <chakra.section aria-labelledby={id}>
      <chakra.h3 id={id} fontWeight="bold" mb="1.5">
        {t('imageAnalysis.tips.title')}
      </chakra.h3>
      <chakra.ul listStyleType="disc" ps="5" display="grid" gap="1" color="fg.muted">
        {PHOTO_TIP_KEYS.map((key) => (
          <li key={key}>{t(`imageAnalysis.tips.${key}`)}</li>
        ))}
      </chakra.ul>
    </chakra.section>
  );
}

/**
 * The server's check refused the photo: what is wrong with it, in the server's words (one line
 * per problem: too small, too dark, too bright, blurry), and how to take a better one. An
 * ordinary refusal, said calmly where the keeper is looking (a polite live region, not an alarm).
 */
export function PhotoRefusal({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation('app');
  const id = useId();
  return (
    <Box
      as="section"
      role="status"
      aria-labelledby={id}
      bg="warning.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      px={{ base: '4', md: '6' }}
      py="4"
      mb="6"
      data-photo-refused=""
    >
      <Flex gap="3" align="flex-start">
        <Box color="fg.muted" pt="0.5" flexShrink={0}>
          <AppIcon icon="lucide:camera-off" size={24} />
        </Box>
        <Box minW="0">
          <chakra.h2 id={id} fontWeight="bold" fontSize="lg">
            {t('imageAnalysis.refusal.title')}
          </chakra.h2>
          <chakra.ul listStyleType="disc" ps="5" mt="1.5" display="grid" gap="1">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </chakra.ul>
          <Text mt="2" color="fg.muted">
            {t('imageAnalysis.refusal.text')}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
}
