import { chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldError } from './FieldFrame';

export interface ChoiceOption {
  value: string;
  label: string;
  /** BCP 47 tag when the label is in another language (language names in their own tongue). */
  lang?: string;
}

/** What a radio or checkbox group field is given: its Formik name, legend, hint and options. */
export interface ChoiceFieldProps {
  name: string;
  legend: string;
  hint?: string;
  options: readonly ChoiceOption[];
}

/**
 * A group of radio buttons or check boxes: the fieldset whose legend names the group, its hint and
 * its error (tied to it with aria-describedby), and the options as tiles.
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  /** The base of the hint's and error's ids. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <chakra.fieldset aria-describedby={describedBy || undefined}>
      <chakra.legend fontWeight="semibold" mb={hint ? '1' : '2'}>
        {legend}
      </chakra.legend>
      {hint && (
        <chakra.p id={hintId} fontSize="sm" color="fg.muted" mb="2">
          {hint}
        </chakra.p>
      )}
      <Flex gap="2.5" wrap="wrap">
        {children}
      </Flex>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </chakra.fieldset>
  );
}

// A tile holds a short option, its control centred beside it; a card holds an option with a line
// under its name (a clinic and its place, a scope and what it covers), its control at the top.
const TILE = {
  alignItems: 'center',
  gap: '2',
  px: '4',
  minH: '11',
  _hover: { borderColor: 'brand.solid' },
} as const;
const CARD = { alignItems: 'flex-start', gap: '2.5', px: '3' } as const;

/** One option of a ChoiceGroup: its control and label in a tile that shows when it is chosen. */
export function ChoiceTile({
  htmlFor,
  checked,
  card = false,
  children,
}: {
  htmlFor: string;
  checked: boolean;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <chakra.label
      htmlFor={htmlFor}
      display="flex"
      py="2.5"
      borderWidth={checked ? '2px' : '1px'}
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.surface'}
      borderRadius="md"
      cursor="pointer"
      {...(card ? CARD : TILE)}
    >
      {children}
    </chakra.label>
  );
}

/** The native control inside a ChoiceTile. */
export const ChoiceInput = chakra('input', {
  base: { w: '4', h: '4', accentColor: 'brand.solid', flexShrink: 0 },
});
