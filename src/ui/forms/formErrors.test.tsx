import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import * as yup from 'yup';
import { ApiError } from '../../http/ApiError';
import { renderWithProviders } from '../../test/renderWithProviders';
import { applyApiErrors } from './apiFormErrors';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

function EmailForm({ onOther }: { onOther: (messages: string[]) => void }) {
  return (
    <Formik
      initialValues={{ name: '', email: '' }}
      validationSchema={yup.object({
        name: yup.string(),
        email: yup.string().required('Required.'),
      })}
      onSubmit={async (_values, helpers) => {
        const error = new ApiError(422, 'Unprocessable Content', {
          message: 'The email has already been taken. (and 1 more error)',
          errors: { email: ['The email has already been taken.'], plan: ['Pick a plan.'] },
        });
        onOther(applyApiErrors(error, helpers, ['name', 'email']));
      }}
    >
      {({ isSubmitting }) => (
        <ValidatedForm>
          <TextField name="name" label="Name" />
          <TextField name="email" label="Email" />
          <SubmitButton busy={isSubmitting} busyLabel="Wait">
            Save
          </SubmitButton>
        </ValidatedForm>
      )}
    </Formik>
  );
}

describe('form errors', () => {
  it("shows the API's message on its field until the field is edited, not until a blur", async () => {
    const other: string[][] = [];
    renderWithProviders(<EmailForm onOther={(m) => other.push(m)} />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email has already been taken.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(other).toEqual([['Pick a plan.']]);

    // Leaving the field re-validates the form, which knows nothing of the API's message.
    fireEvent.blur(email);
    fireEvent.blur(screen.getByLabelText('Name'));
    await new Promise((r) => setTimeout(r, 20));
    expect(email).toHaveAccessibleDescription('The email has already been taken.');

    fireEvent.change(email, { target: { value: 'other@example.com' } });
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps focus where it was when the submit button is pressed', () => {
    renderWithProviders(<EmailForm onOther={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Save' });
    // mousedown's default (moving focus, which blurs the field) is prevented.
    expect(fireEvent.mouseDown(button)).toBe(false);
  });
});
