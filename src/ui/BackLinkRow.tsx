import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The end of a detail page: below a rule, the BackLink up to the list or place it belongs to. */
export function BackLinkRow({ mt = '10', children }: { mt?: string; children: ReactNode }) {
  return (
    <Box mt={mt} pt="6" borderTopWidth="1px" borderColor="border">
      {children}
    </Box>
  );
}
