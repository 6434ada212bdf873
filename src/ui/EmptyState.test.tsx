import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { EmptyState } from './EmptyState';

it('shows the caller’s title and way forward', () => {
  renderWithProviders(
    <EmptyState as="section" icon="lucide:paw-print" aria-label="No pet">
      <h1>No pet yet</h1>
      <a href="/pets/new/">Add a pet</a>
    </EmptyState>,
  );
  const section = screen.getByRole('region', { name: 'No pet' });
  expect(section).toContainElement(screen.getByRole('heading', { name: 'No pet yet' }));
  expect(section).toContainElement(screen.getByRole('link', { name: 'Add a pet' }));
});
