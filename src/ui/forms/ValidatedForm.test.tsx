import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import * as yup from 'yup';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

interface SignUpValues {
  nickname: string;
  email: string;
  postcode: string;
}

/** An optional field first, so the first field in error is not simply the first field. */
function SignUpForm({ onSubmit }: { onSubmit: (values: SignUpValues) => void }) {
  return (
    <Formik<SignUpValues>
      initialValues={{ nickname: '', email: '', postcode: '' }}
      validationSchema={yup.object({
        nickname: yup.string(),
        email: yup.string().required('Enter your email.'),
        postcode: yup.string().required('Enter your postcode.'),
      })}
      onSubmit={(values) => onSubmit(values)}
    >
      <ValidatedForm id="sign-up" aria-label="Sign up">
        <TextField name="nickname" label="Nickname" />
        <TextField name="email" label="Email" />
        <TextField name="postcode" label="Postcode" />
        <button type="submit">Send</button>
      </ValidatedForm>
    </Formik>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('ValidatedForm', () => {
  it("keeps the browser's validation off and passes its other props to the form", () => {
    renderWithProviders(<SignUpForm onSubmit={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('id', 'sign-up');
  });

  it('moves the focus to the first field in error after a failed submit', async () => {
    const sent: SignUpValues[] = [];
    renderWithProviders(<SignUpForm onSubmit={(values) => sent.push(values)} />);
    const email = screen.getByLabelText('Email');
    const postcode = screen.getByLabelText('Postcode');
    send();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    // Once the first is right, the next failed submit lands on the one still wrong.
    fireEvent.change(email, { target: { value: 'kim@example.com' } });
    send();
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('sends a valid form to onSubmit', async () => {
    const sent: SignUpValues[] = [];
    renderWithProviders(<SignUpForm onSubmit={(values) => sent.push(values)} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kim@example.com' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'E1 6AN' } });
    send();
    await waitFor(() =>
      expect(sent).toEqual([{ nickname: '', email: 'kim@example.com', postcode: 'E1 6AN' }]),
    );
  });
});
