import type { SystemStyleObject } from '@chakra-ui/react';

/** The pill-shaped buttons that open the header's and the rail's panels (bell, preferences, account). */
export const ROUND_TRIGGER = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
} as const satisfies SystemStyleObject;
