import { Box, chakra, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { inputStyles } from './fieldStyles';
import { FieldError } from './TextField';
import { useFieldError } from './useFieldError';

/** A labelled multi-line text box bound to Formik, with its hint and error tied to it. */
export function TextAreaField({
  name,
  label,
  hint,
  labelNote,
  maxLength,
  rows = 3,
  required,
}: {
  name: string;
  label: string;
  hint?: string;
  /** Shown after the label, e.g. '(optional)'. */
  labelNote?: string;
  maxLength?: number;
  rows?: number;
  required?: boolean;
}) {
  const [field, meta] = useField<string | null>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, meta);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
        {label}
        {labelNote && (
          <chakra.span fontWeight="normal" color="fg.muted" ms="1">
            {labelNote}
          </chakra.span>
        )}
      </chakra.label>
      {hint && (
        <Text id={hintId} fontSize="sm" color="fg.muted" mb="1.5">
          {hint}
        </Text>
      )}
      <chakra.textarea
        {...field}
        onChange={(event) => {
          clearServerError();
          field.onChange(event);
        }}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputStyles}
        resize="vertical"
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
