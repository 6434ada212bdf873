import { chakra, Flex } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldError } from '../../ui/forms/TextField';
import { useFieldError } from '../../ui/forms/useFieldError';

/** Boxes to tick, bound to one Formik array of the ticked values; the legend names the group. */
export function ChannelsField({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, meta);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const selected = field.value ?? [];
  return (
    <chakra.fieldset aria-describedby={describedBy || undefined}>
      <chakra.legend fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      {hint && (
        <chakra.p id={hintId} fontSize="sm" color="fg.muted" mb="2">
          {hint}
        </chakra.p>
      )}
      <Flex gap="2" wrap="wrap">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = selected.includes(option.value);
          return (
            <chakra.label
              key={option.value}
              htmlFor={optionId}
              display="flex"
              alignItems="center"
              gap="2"
              px="3.5"
              py="2"
              minH="11"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.surface'}
              borderRadius="md"
              cursor="pointer"
              _hover={{ borderColor: 'brand.solid' }}
            >
              <chakra.input
                type="checkbox"
                id={optionId}
                name={field.name}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  clearServerError();
                  void helpers.setValue(
                    checked
                      ? selected.filter((value) => value !== option.value)
                      : [...selected, option.value],
                  );
                }}
                onBlur={() => void helpers.setTouched(true)}
                w="4"
                h="4"
                accentColor="brand.solid"
              />
              <span>{option.label}</span>
            </chakra.label>
          );
        })}
      </Flex>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </chakra.fieldset>
  );
}
