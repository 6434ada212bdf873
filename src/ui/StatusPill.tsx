import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type PillTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/**
 * A small status label: a plan's state, an order's status, whether a phone is verified. Its text
 * carries the meaning.
 */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  const neutral = tone === 'neutral';
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      px="2.5"
      py="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      bg={neutral ? 'bg.subtle' : `${tone}.subtle`}
      color={neutral ? 'fg.muted' : `${tone}.fg`}
      borderWidth="1px"
      borderColor={neutral ? 'border' : `${tone}.fg`}
    >
      {children}
    </chakra.span>
  );
}
