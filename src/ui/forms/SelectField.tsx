import { chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { boundControlProps, FieldFrame, useFieldFrame } from './FieldFrame';
import { inputStyles } from './fieldStyles';
import { QUERY_PARAM_ATTRIBUTE } from './queryChoices';

/**
 * A labelled native select bound to Formik (native: best on phones and with screen readers).
 * With `queryParam`, a page drawn in its HTML chooses the option the address names before any
 * script of ours runs (bindQueryChoices); the form's own code reads it from there.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  autoComplete,
  required,
  queryParam,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  queryParam?: string;
}) {
  const [field, meta] = useField<string>(name);
  const wiring = useFieldFrame(name, meta);
  return (
    <FieldFrame wiring={wiring} label={label}>
      <chakra.select
        {...boundControlProps(field, wiring, required)}
        autoComplete={autoComplete}
        {...{ [QUERY_PARAM_ATTRIBUTE]: queryParam }}
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
    </FieldFrame>
  );
}
