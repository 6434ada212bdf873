import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import type { WeightUnit } from '@contract/pets';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { FieldError } from '../../ui/forms/TextField';
import { useFieldError } from '../../ui/forms/useFieldError';

/**
 * A weight typed in the keeper's unit (kg or lb, from preferences), shown beside the box. The
 * value stays the text typed: `parseWeightInput` (contract/pets) reads it, so "12,5", "１２.５",
 * "800 g" and "12 lb 4 oz" work, and the form converts to the stored unit when it is sent.
 */
export function WeightField({
  name,
  label,
  unit,
  unitLabel,
  hint,
  labelNote,
  required,
}: {
  name: string;
  label: string;
  unit: WeightUnit;
  /** The unit as read aloud ("kilograms"), for the box's description. */
  unitLabel: string;
  hint?: string;
  labelNote?: string;
  required?: boolean;
}) {
  const [field, meta] = useField<string>(name);
  const { error, clearServerError } = useFieldError(name, meta);
  const id = useId();
  const unitId = `${id}-unit`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [unitId, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
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
      <Flex align="center" gap="2" maxW="16rem">
        <chakra.input
          {...field}
          value={field.value ?? ''}
          onChange={(event) => {
            clearServerError();
            field.onChange(event);
          }}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputStyles}
        />
        <chakra.span fontWeight="semibold" color="fg.muted" aria-hidden="true">
          {unit}
        </chakra.span>
        <chakra.span id={unitId} srOnly>
          {unitLabel}
        </chakra.span>
      </Flex>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
