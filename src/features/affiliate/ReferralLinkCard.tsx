import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';

/** The affiliate's link and code, each with a copy button. */
export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('app');
  const headingId = useId();
  return (
    <chakra.section
      aria-labelledby={headingId}
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.solid"
      borderRadius="xl"
      px={{ base: '4', md: '6' }}
      py="5"
    >
      <chakra.h2 id={headingId} fontSize="xl" fontWeight="bold">
        {t('affiliate.link.title')}
      </chakra.h2>
      <Text color="fg.muted" mt="1">
        {t('affiliate.link.intro')}
      </Text>
      <Stack gap="4" mt="4">
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('affiliate.link.link')}
          </Text>
          <Flex gap="2" wrap="wrap" align="center">
            <chakra.p
              flex="1"
              minW="0"
              px="3"
              py="2.5"
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              fontFamily="mono"
              fontSize="sm"
              overflowWrap="anywhere"
              data-testid="referral-link"
            >
              {link}
            </chakra.p>
            <CopyButton text={link} label={t('affiliate.link.copyLink')} />
          </Flex>
        </Box>
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('affiliate.link.code')}
          </Text>
          <Flex gap="2" wrap="wrap" align="center">
            <chakra.p
              px="3"
              py="2"
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              fontFamily="mono"
              fontSize="lg"
              fontWeight="bold"
              letterSpacing="wider"
            >
              {code}
            </chakra.p>
            <CopyButton text={code} label={t('affiliate.link.copyCode')} />
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1.5">
            {t('affiliate.link.codeHint')}
          </Text>
        </Box>
      </Stack>
    </chakra.section>
  );
}
