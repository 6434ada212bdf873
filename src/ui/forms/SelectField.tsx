import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { inputStyles } from './fieldStyles';
import { FieldError } from './TextField';
import { useFieldError } from './useFieldError';

/** A labelled native select bound to Formik (native: best on phones and with screen readers). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  autoComplete,
  required,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, meta);
  const showError = Boolean(error);
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" mb="1">
        {label}
      </chakra.label>
      <chakra.select
        {...field}
        onChange={(event) => {
          clearServerError();
          field.onChange(event);
        }}
        value={field.value ?? ''}
        id={id}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
        {...inputStyles}
        cursor="pointer"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </chakra.select>
      {showError && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
