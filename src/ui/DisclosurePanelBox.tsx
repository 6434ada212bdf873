import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The panel a useDisclosurePanel button shows in the app bar: a card below the button, ending at
 * its end edge, or beside it when the button sits in the side rail. Width, padding and layout
 * are the caller's.
 */
export function DisclosurePanelBox({
  id,
  open,
  rail,
  children,
  ...rest
}: BoxProps & { id: string; open: boolean; rail: boolean }) {
  return (
    <Box
      id={id}
      hidden={!open}
      position="absolute"
      {...(rail
        ? { insetStart: 'calc(100% + 0.75rem)', bottom: '0' }
        : { insetEnd: '0', top: 'calc(100% + 0.5rem)' })}
      zIndex="20"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      boxShadow="toast"
      {...rest}
    >
      {children}
    </Box>
  );
}

/** A link or button listed in such a panel (the account's pages, the keeper's pets): a full row. */
export const PANEL_ITEM_LOOK = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
} as const;
