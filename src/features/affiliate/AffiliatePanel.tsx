import { Box, chakra, Text } from '@chakra-ui/react';
import { forwardRef, useId, type ReactNode } from 'react';

/** A titled card of the affiliate pages (a region named by its heading). */
export const AffiliatePanel = forwardRef<
  HTMLHeadingElement,
  {
    title: string;
    intro?: ReactNode;
    id?: string;
    tone?: 'plain' | 'brand' | 'warning';
    children?: ReactNode;
  }
>(function AffiliatePanel({ title, intro, id, tone = 'plain', children }, headingRef) {
  const headingId = useId();
  const colours = {
    plain: { bg: 'bg.surface', borderColor: 'border' },
    brand: { bg: 'brand.subtle', borderColor: 'brand.solid' },
    warning: { bg: 'warning.subtle', borderColor: 'warning.fg' },
  }[tone];
  return (
    <chakra.section
      id={id}
      aria-labelledby={headingId}
      {...colours}
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
      scrollMarginTop="6"
    >
      <chakra.h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        fontSize="xl"
        fontWeight="bold"
        _focus={{ outline: 'none' }}
      >
        {title}
      </chakra.h2>
      {intro && (
        <Text color="fg.muted" mt="1">
          {intro}
        </Text>
      )}
      {children && <Box mt="4">{children}</Box>}
    </chakra.section>
  );
});
