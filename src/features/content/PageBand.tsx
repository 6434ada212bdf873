import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Both in the article column's width (48rem), so the band's title lines up with the text below.
const COLUMN = { maxW: '48rem', mx: 'auto', px: { base: '4', md: '6' } } as const;

/**
 * The coloured band a free-standing page opens with (the ambassadors page, the vets' landing):
 * its title large, and what the page adds under it (`children`, a subtitle).
 */
export function PageBand({
  bg,
  title,
  children,
}: {
  bg: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box bg={bg} borderBottomRadius="2xl">
      <Box {...COLUMN} pt={{ base: '8', md: '12' }} pb={{ base: '10', md: '14' }}>
        <chakra.h1 fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
          {title}
        </chakra.h1>
        {children}
      </Box>
    </Box>
  );
}

/** The page's text below the band (or below its own title), as an article. */
export function PageArticle({ children }: { children: ReactNode }) {
  return (
    <Box as="article" {...COLUMN} py={{ base: '8', md: '12' }}>
      {children}
    </Box>
  );
}
