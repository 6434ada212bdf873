import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ColorMode } from '../colorMode/colorMode';
import { useForcedColorMode } from '../colorMode/ColorModeProvider';
import { MAIN_CONTENT_ID } from '../SkipLink';

/** No header or footer: for focused screens such as sign-in (spec.md: the empty layout). */
export function EmptyLayout({
  children,
  forcedColorMode,
}: {
  children: ReactNode;
  forcedColorMode?: ColorMode;
}) {
  useForcedColorMode(forcedColorMode);
  return (
    <Flex direction="column" minH="100vh" align="center" justify="center" px="4" py="10">
      <Box as="main" id={MAIN_CONTENT_ID} w="full" maxW="32rem">
        {children}
      </Box>
    </Flex>
  );
}
