import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The square, borderless buttons that hold only an icon (the section menu, the editor's format
 * buttons): a 40px target, tinted when pointed at. The caller sets `bg` for its on state.
 */
export const SQUARE_ICON_BUTTON = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '10',
  minH: '10',
  borderRadius: 'md',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
} as const satisfies SystemStyleObject;
