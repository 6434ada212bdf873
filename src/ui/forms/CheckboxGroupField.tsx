import { useField } from 'formik';
import { useId } from 'react';
import { ChoiceGroup, ChoiceInput, ChoiceTile, type ChoiceFieldProps } from './ChoiceGroup';
import { useFieldError } from './useFieldError';

/** Boxes to tick, bound to one Formik array of the ticked values; the legend names the group. */
export function CheckboxGroupField({ name, legend, hint, options }: ChoiceFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = useId();
  const { error, clearServerError } = useFieldError(name, meta);
  const selected = field.value ?? [];
  return (
    <ChoiceGroup id={id} legend={legend} hint={hint} error={error}>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        const checked = selected.includes(option.value);
        return (
          <ChoiceTile key={option.value} htmlFor={optionId} checked={checked}>
            <ChoiceInput
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
            />
            <span lang={option.lang}>{option.label}</span>
          </ChoiceTile>
        );
      })}
    </ChoiceGroup>
  );
}
