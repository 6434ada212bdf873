import { chakra, Flex } from '@chakra-ui/react';
import { useField } from 'formik';
import type { WeightUnit } from '@contract/pets';
import { boundControlProps, FieldFrame, useFieldFrame } from '../../ui/forms/FieldFrame';
import { inputStyles } from '../../ui/forms/fieldStyles';

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
  const wiring = useFieldFrame(name, meta, hint);
  const unitId = `${wiring.id}-unit`;
  return (
    <FieldFrame wiring={wiring} label={label} labelNote={labelNote} hint={hint}>
      <Flex align="center" gap="2" maxW="16rem">
        <chakra.input
          {...boundControlProps(field, wiring, required)}
          // The unit is part of what the box asks for: it is read before the hint and the error.
          aria-describedby={[unitId, wiring.describedBy].filter(Boolean).join(' ')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          {...inputStyles}
        />
        <chakra.span fontWeight="semibold" color="fg.muted" aria-hidden="true">
          {unit}
        </chakra.span>
        <chakra.span id={unitId} srOnly>
          {unitLabel}
        </chakra.span>
      </Flex>
    </FieldFrame>
  );
}
