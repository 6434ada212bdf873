import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One choice of the share form (a clinic, a scope) as a card holding its control and its text:
 * the whole card is the control's label, and a chosen one is outlined in the brand colour.
 */
export function OptionCard({
  htmlFor,
  checked,
  children,
}: {
  htmlFor: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.label
      htmlFor={htmlFor}
      display="flex"
      alignItems="flex-start"
      gap="2.5"
      px="3"
      py="2.5"
      borderRadius="md"
      borderWidth={checked ? '2px' : '1px'}
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.surface'}
      cursor="pointer"
    >
      {children}
    </chakra.label>
  );
}
