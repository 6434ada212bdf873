import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EmailField } from './EmailField';

it('is a required e-mail input that the browser may fill in', () => {
  renderWithProviders(
    <Formik initialValues={{ email: '' }} onSubmit={() => undefined}>
      <EmailField label="Email" />
    </Formik>,
  );
  const input = screen.getByRole('textbox', { name: /Email/ });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('name', 'email');
  expect(input).toHaveAttribute('autocomplete', 'email');
  expect(input).toBeRequired();
});
