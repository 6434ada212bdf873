import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StackedForm } from './StackedForm';
import { TextField } from './TextField';

it('shows the alert before the fields and sends the values once they are valid', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(
    <StackedForm
      initialValues={{ email: '' }}
      validationSchema={yup.object({ email: yup.string().required('Enter your email.') })}
      onSubmit={(values) => onSubmit(values)}
      formAlert={<p role="alert">Wrong password</p>}
    >
      {({ isSubmitting }) => (
        <>
          <TextField name="email" label="Email" />
          <button type="submit" disabled={isSubmitting}>
            Send
          </button>
        </>
      )}
    </StackedForm>,
  );
  const alert = screen.getByRole('alert');
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(alert.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  fireEvent.change(email, { target: { value: 'mia@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'mia@example.com' }));
});
