import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import { MAIN_CONTENT_ID } from '../SkipLink';

/**
 * spec.md's loading layout: shown while the app decides what a navigation shows (and in the
 * prebuilt HTML of the app pages, which know nothing about the visitor).
 */
export function LoadingLayout() {
  const { t } = useTranslation();
  return (
    <Flex
      as="main"
      id={MAIN_CONTENT_ID}
      minH="100vh"
      align="center"
      justify="center"
      direction="column"
      gap="4"
    >
      <Box
        aria-hidden="true"
        css={{
          animation: 'pc-pulse 1.4s ease-in-out infinite',
          '@keyframes pc-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
        }}
      >
        <Logo size={48} />
      </Box>
      <Text role="status" color="fg.muted" fontWeight="medium">
        {t('loading.label')}
      </Text>
    </Flex>
  );
}
