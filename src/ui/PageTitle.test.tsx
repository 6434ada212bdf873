import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { PageTitle } from './PageTitle';

it('is the page’s first-level heading, followed by its intro', () => {
  renderWithProviders(<PageTitle title="Users" intro="Every account, newest first" />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Users' });
  expect(heading.nextElementSibling).toHaveTextContent('Every account, newest first');
});

it('is the heading alone without an intro', () => {
  const { container } = renderWithProviders(<PageTitle title="Users" />);
  expect(container).toHaveTextContent(/^Users$/);
});
