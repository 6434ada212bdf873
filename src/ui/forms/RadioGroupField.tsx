import { useField } from 'formik';
import { useId } from 'react';
import {
  ChoiceGroup,
  ChoiceInput,
  ChoiceTile,
  type ChoiceFieldProps,
  type ChoiceOption,
} from './ChoiceGroup';
import { useFieldError } from './useFieldError';

export type RadioOption = ChoiceOption;

/** A fieldset of radio buttons bound to one Formik value; the legend names the group. */
export function RadioGroupField({ name, legend, hint, options }: ChoiceFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const { error, clearServerError } = useFieldError(name, meta);
  return (
    <ChoiceGroup id={id} legend={legend} hint={hint} error={error}>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        const checked = field.value === option.value;
        return (
          <ChoiceTile key={option.value} htmlFor={optionId} checked={checked}>
            <ChoiceInput
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
            />
            <span lang={option.lang}>{option.label}</span>
          </ChoiceTile>
        );
      })}
    </ChoiceGroup>
  );
}
