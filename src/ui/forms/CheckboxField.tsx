import { Box, chakra, Flex } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldFrame';
import { useFieldError } from './useFieldError';

/** A labelled checkbox bound to a boolean Formik value. */
export function CheckboxField({
  name,
  children,
  required,
}: {
  name: string;
  children: ReactNode;
  required?: boolean;
}) {
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const errorId = `${id}-error`;
  const { error, clearServerError } = useFieldError(name, meta);
  const showError = Boolean(error);
  return (
    <Box>
      <Flex align="flex-start" gap="2.5">
        <chakra.input
          {...field}
          onChange={(event) => {
            clearServerError();
            field.onChange(event);
          }}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
          w="5"
          h="5"
          mt="0.5"
          flexShrink={0}
          accentColor="brand.solid"
          cursor="pointer"
        />
        <chakra.label htmlFor={id} cursor="pointer">
          {children}
        </chakra.label>
      </Flex>
      {showError && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
