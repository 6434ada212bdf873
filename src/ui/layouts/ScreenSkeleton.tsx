import { Box, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PULSE = {
  animation: 'pc-skeleton 1.4s ease-in-out infinite',
  '@keyframes pc-skeleton': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } },
} as const;

function Bar({ w, h = '4' }: { w: string; h?: string }) {
  return <Box w={w} maxW="full" h={h} borderRadius="md" bg="bg.subtle" css={PULSE} />;
}

/**
 * The page's place inside its layout while the app decides what it shows and its data and code
 * arrive: a heading and blocks in the shape of a page, so the shell (header, sidebar, bottom
 * bar) is there at once and the page fills in. Screen readers hear "Loading…" once.
 */
export function ScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" data-screen-skeleton="" aria-busy="true">
      <VisuallyHidden role="status">{t('loading.label')}</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        <Bar w="16rem" h="8" />
        <Bar w="28rem" />
      </Stack>
      <Stack gap="4" aria-hidden="true">
        {[0, 1, 2].map((block) => (
          <Box key={block} borderWidth="1px" borderColor="border" borderRadius="xl" p="4">
            <Stack gap="3">
              <Bar w="12rem" h="5" />
              <Bar w="full" />
              <Bar w="75%" />
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
