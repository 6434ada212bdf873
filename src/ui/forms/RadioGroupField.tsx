import { chakra, Flex } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { FieldError } from './TextField';
import { useFieldError } from './useFieldError';

export interface RadioOption {
  value: string;
  label: string;
  /** BCP 47 tag when the label is in another language (language names in their own tongue). */
  lang?: string;
}

/** A fieldset of radio buttons bound to one Formik value; the legend names the group. */
export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly RadioOption[];
}) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, meta);
  const showError = Boolean(error);
  return (
    <chakra.fieldset aria-describedby={showError ? errorId : undefined}>
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      <Flex gap="3" wrap="wrap">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = field.value === option.value;
          return (
            <chakra.label
              key={option.value}
              htmlFor={optionId}
              display="flex"
              alignItems="center"
              gap="2"
              px="4"
              py="2.5"
              minH="11"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.surface'}
              borderRadius="md"
              cursor="pointer"
              _hover={{ borderColor: 'brand.solid' }}
            >
              <chakra.input
                type="radio"
                id={optionId}
                name={field.name}
                value={option.value}
                checked={checked}
                onChange={(event) => {
                  clearServerError();
                  field.onChange(event);
                }}
                onBlur={field.onBlur}
                w="4"
                h="4"
                accentColor="brand.solid"
              />
              <span lang={option.lang}>{option.label}</span>
            </chakra.label>
          );
        })}
      </Flex>
      {showError && <FieldError id={errorId}>{error}</FieldError>}
    </chakra.fieldset>
  );
}
