import { Box, chakra, Flex, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { forwardRef, useId, type ReactNode } from 'react';

const SIZES = {
  /** Cards in a grid or a column of results (dashboard, diet plan): a smaller heading. */
  md: {
    heading: 'lg',
    px: { base: '4', md: '6' },
    py: { base: '4', md: '5' },
    gap: '4',
  },
  /** A card holding a form or a page's main part (settings, the pet's profile, affiliate). */
  lg: {
    heading: 'xl',
    px: { base: '5', md: '7' },
    py: { base: '5', md: '6' },
    gap: '5',
  },
} as const;

const TONES = {
  plain: { bg: 'bg.surface', borderColor: 'border' },
  brand: { bg: 'brand.subtle', borderColor: 'brand.solid' },
  warning: { bg: 'warning.subtle', borderColor: 'warning.fg' },
} as const;

export interface TitledCardProps extends Omit<HTMLChakraProps<'section'>, 'title'> {
  /** The h2 that names the card's region; a card without one is a plain region of the page. */
  title?: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** Right after the heading: a status badge. */
  badge?: ReactNode;
  /** At the heading's far end: a button or a link. */
  action?: ReactNode;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}

/**
 * The site's card: a region named by its heading, on the surface colour with the card border
 * and shadow. The ref is the heading's (focusable), for screens that move focus to a card.
 */
export const TitledCard = forwardRef<HTMLHeadingElement, TitledCardProps>(function TitledCard(
  { title, intro, badge, action, size = 'lg', tone = 'plain', children, ...rest },
  headingRef,
) {
  const headingId = useId();
  const look = SIZES[size];
  return (
    <chakra.section
      aria-labelledby={title ? headingId : undefined}
      {...TONES[tone]}
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="card"
      px={look.px}
      py={look.py}
      minW="0"
      scrollMarginTop="6"
      {...rest}
    >
      {title && (
        <Flex align="center" gap="3" wrap="wrap">
          <chakra.h2
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            fontSize={look.heading}
            fontWeight="bold"
            _focus={{ outline: 'none' }}
          >
            {title}
          </chakra.h2>
          {badge}
          {action && <Box ms="auto">{action}</Box>}
        </Flex>
      )}
      {intro && (
        <Text color="fg.muted" mt="1">
          {intro}
        </Text>
      )}
      {children && <Box mt={title || intro ? look.gap : '0'}>{children}</Box>}
    </chakra.section>
  );
});
