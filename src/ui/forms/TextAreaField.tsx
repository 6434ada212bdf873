import { chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { boundControlProps, FieldFrame, useFieldFrame } from './FieldFrame';
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
        {...boundControlProps(field, wiring, required)}
        rows={rows}
        maxLength={maxLength}
        {...inputStyles}
        resize="vertical"
      />
    </FieldFrame>
  );
}
