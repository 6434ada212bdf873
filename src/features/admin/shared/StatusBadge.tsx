import { chakra } from '@chakra-ui/react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, { bg: string; color: string }> = {
  neutral: { bg: 'bg.subtle', color: 'fg' },
  success: { bg: 'success.subtle', color: 'success.fg' },
  warning: { bg: 'warning.subtle', color: 'warning.fg' },
  danger: { bg: 'danger.subtle', color: 'danger.fg' },
  info: { bg: 'info.subtle', color: 'info.fg' },
};

/** A short state next to a record (Draft, Published, Disabled…), in words, not colour alone. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="short"
      whiteSpace="nowrap"
      borderWidth="1px"
      borderColor="currentColor"
      {...TONES[tone]}
    >
      {children}
    </chakra.span>
  );
}
