import { chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { boundControlProps, FieldFrame, useFieldFrame } from './FieldFrame';
import { inputStyles } from './fieldStyles';

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
  const wiring = useFieldFrame(name, meta);
  return (
    <FieldFrame wiring={wiring} label={label}>
      <chakra.select
        {...boundControlProps(field, wiring, required)}
        autoComplete={autoComplete}
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
