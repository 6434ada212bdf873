import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type InputHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { boundControlProps, FieldFrame, useFieldFrame } from './FieldFrame';
import { inputStyles } from './fieldStyles';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time';
  hint?: string;
  /** Shown after the label, e.g. '(optional)'. */
  labelNote?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Earliest and latest dates of a date field (YYYY-MM-DD). */
  min?: string;
  max?: string;
  required?: boolean;
  /** For passwords: labels of the show/hide toggle (shown only when given). */
  revealLabels?: { show: string; hide: string };
}

/**
 * A labelled input bound to Formik. Its hint and its error are tied to it with
 * aria-describedby, and aria-invalid marks it once touched and wrong (or given a server error).
 */
export function TextField({
  name,
  label,
  type = 'text',
  hint,
  labelNote,
  autoComplete,
  inputMode,
  maxLength,
  min,
  max,
  required,
  revealLabels,
}: TextFieldProps) {
  const [field, meta] = useField<string | null>(name);
  const [revealed, setRevealed] = useState(false);
  const wiring = useFieldFrame(name, meta, hint);
  const id = wiring.id;
  return (
    <FieldFrame wiring={wiring} label={label} labelNote={labelNote} hint={hint}>
      <Box position="relative">
        <chakra.input
          {...boundControlProps(field, wiring, required)}
          type={type === 'password' && revealed ? 'text' : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          max={max}
          {...inputStyles}
          pe={revealLabels ? '12' : undefined}
        />
        {revealLabels && (
          <chakra.button
            type="button"
            aria-label={revealed ? revealLabels.hide : revealLabels.show}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((v) => !v)}
            position="absolute"
            insetEnd="1"
            top="50%"
            transform="translateY(-50%)"
            display="inline-flex"
            p="2"
            borderRadius="md"
            color="fg.muted"
            cursor="pointer"
            _hover={{ color: 'fg', bg: 'bg.subtle' }}
          >
            <Icon name={revealed ? 'eye-off' : 'eye'} size={20} />
          </chakra.button>
        )}
      </Box>
    </FieldFrame>
  );
}

// Many custom fields import it from here; it lives with the frame it belongs to.
export { FieldError } from './FieldFrame';
