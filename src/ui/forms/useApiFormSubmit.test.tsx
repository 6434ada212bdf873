import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { ApiError } from '../../http/ApiError';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { messageLines, useApiFormSubmit, type ApiFormSubmitOptions } from './useApiFormSubmit';
import { ValidatedForm } from './ValidatedForm';

interface WeightValues {
  weight: string;
  mode: string;
}

const refusal = (errors: Record<string, string[]>, message = 'The data is invalid.') =>
  new ApiError(422, 'Unprocessable Content', { message, errors });

/** A form whose API call answers with the next of `answers` (an error is thrown). */
function WeightForm({
  answers,
  options,
  onResult,
}: {
  answers: unknown[];
  options: ApiFormSubmitOptions | ((values: WeightValues) => ApiFormSubmitOptions);
  onResult: (result: string | undefined) => void;
}) {
  const { onSubmit, formAlert } = useApiFormSubmit<WeightValues, string>(async (values) => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return `saved ${values.weight}`;
  }, options);
  return (
    <Formik<WeightValues>
      initialValues={{ weight: '4.2', mode: 'exact' }}
      onSubmit={async (values, helpers) => onResult(await onSubmit(values, helpers))}
    >
      {({ isSubmitting }) => (
        <ValidatedForm>
          {formAlert}
          <TextField name="weight" label="Weight" />
          <SubmitButton busy={isSubmitting} busyLabel="Wait">
            Save
          </SubmitButton>
        </ValidatedForm>
      )}
    </Formik>
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('useApiFormSubmit', () => {
  it("puts the API's messages on the form's fields under its names, the rest in an alert", async () => {
    const results: (string | undefined)[] = [];
    renderWithProviders(
      <WeightForm
        answers={[
          refusal({ weight_kg: ['Too heavy.'], pet_id: ['No such pet.'], note: ['Too long.'] }),
          undefined,
        ]}
        // Options may depend on the values sent.
        options={(values) => ({
          fields: ['weight'],
          rename: { weight_kg: values.mode === 'exact' ? 'weight' : 'estimate' },
        })}
        onResult={(result) => results.push(result)}
      />,
    );
    save();
    const weight = screen.getByLabelText('Weight');
    await waitFor(() => expect(weight).toHaveAccessibleDescription('Too heavy.'));
    await waitFor(() => expect(weight).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('No such pet. Too long.');
    expect(results).toEqual([undefined]);

    // A send that goes through clears the alert and resolves to what `send` returned.
    save();
    await waitFor(() => expect(results).toEqual([undefined, 'saved 4.2']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message of a refusal without field messages; describe words the alert', async () => {
    renderWithProviders(
      <WeightForm
        answers={[refusal({}, 'The pet was archived.'), refusal({ a: ['One.'], b: ['Two.'] })]}
        options={{ fields: ['weight'], describe: messageLines }}
        onResult={() => undefined}
      />,
    );
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The pet was archived.');
    save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('One.Two.'));
    // One line each.
    expect(screen.getByText('One.').tagName).toBe('P');
    expect(screen.getByText('Two.').tagName).toBe('P');
  });

  it('shows no alert for a failure the HTTP client has toasted', async () => {
    const results: (string | undefined)[] = [];
    renderWithProviders(
      <WeightForm
        answers={[new ApiError(500, 'Internal Server Error', null)]}
        options={{ fields: ['weight'] }}
        onResult={(result) => results.push(result)}
      />,
    );
    save();
    await waitFor(() => expect(results).toEqual([undefined]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Weight')).not.toHaveAttribute('aria-invalid');
  });
});
