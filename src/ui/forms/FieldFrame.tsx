import { Box, chakra, Text, type BoxProps } from '@chakra-ui/react';
import type { FieldInputProps } from 'formik';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useFieldError } from './useFieldError';

/**
 * The wiring of one form control: its id, the ids of its hint and error, the error to show (the
 * client's once touched, or the API's) and what its aria-describedby names.
 */
export function useFieldFrame(
  name: string,
  meta: { error?: string; touched: boolean },
  hint?: string,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, meta);
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, error, clearServerError, describedBy };
}

export type FieldFrameWiring = ReturnType<typeof useFieldFrame>;

/**
 * What a Formik-bound control (input, select, text area) takes from its field and its frame: the
 * value (never undefined, so React keeps the control controlled), a change that first drops the
 * API's message for the field (the keeper is fixing it), its id and its accessible state.
 */
export function boundControlProps<V>(
  field: FieldInputProps<V>,
  wiring: FieldFrameWiring,
  required: boolean | undefined,
) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      wiring.clearServerError();
      field.onChange(event);
    },
    value: field.value ?? '',
    id: wiring.id,
    required,
    'aria-required': required || undefined,
    'aria-invalid': wiring.error ? true : undefined,
    'aria-describedby': wiring.describedBy,
  };
}

/**
 * Around a control: its label (and a note such as '(optional)'), its hint, and its error. `rest`
 * styles the box (a field with a pop-up list positions it).
 */
export function FieldFrame({
  wiring,
  label,
  labelNote,
  hint,
  children,
  ...rest
}: BoxProps & {
  wiring: FieldFrameWiring;
  label: string;
  labelNote?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Box {...rest}>
      <chakra.label htmlFor={wiring.id} display="block" fontWeight="semibold" mb="1">
        {label}
        {labelNote && (
          <chakra.span fontWeight="normal" color="fg.muted" ms="1">
            {labelNote}
          </chakra.span>
        )}
      </chakra.label>
      {hint && (
        <Text id={wiring.hintId} fontSize="sm" color="fg.muted" mb="1.5">
          {hint}
        </Text>
      )}
      {children}
      {wiring.error && <FieldError id={wiring.errorId}>{wiring.error}</FieldError>}
    </Box>
  );
}

export function FieldError({ id, children }: { id: string; children: string | undefined }) {
  return (
    <Text id={id} fontSize="sm" color="danger.fg" fontWeight="medium" mt="1.5">
      {children}
    </Text>
  );
}
