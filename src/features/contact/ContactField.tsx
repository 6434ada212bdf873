import { chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const controlStyle = {
  w: 'full',
  px: '3',
  py: '2.5',
  bg: 'bg.surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  fontSize: 'md',
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  _invalid: { borderColor: 'fg.accent', borderWidth: '2px' },
} as const;

/** Ids a control points to with aria-describedby. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one form field, wired for screen readers. */
export function ContactField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1.5">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {label}
      </chakra.label>
      {children}
      {hint && (
        <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Flex>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text id={id} fontSize="sm" fontWeight="semibold" color="fg.accent">
      {children}
    </Text>
  );
}
