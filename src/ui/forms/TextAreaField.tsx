import { chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { FieldFrame, useFieldFrame } from './FieldFrame';
import { inputStyles } from './fieldStyles';

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
  const wiring = useFieldFrame(name, meta, hint);
  return (
    <FieldFrame wiring={wiring} label={label} labelNote={labelNote} hint={hint}>
      <chakra.textarea
        {...field}
        onChange={(event) => {
          wiring.clearServerError();
          field.onChange(event);
        }}
        value={field.value ?? ''}
        id={wiring.id}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-required={required || undefined}
        aria-invalid={wiring.error ? true : undefined}
        aria-describedby={wiring.describedBy}
        {...inputStyles}
        resize="vertical"
      />
    </FieldFrame>
  );
}
