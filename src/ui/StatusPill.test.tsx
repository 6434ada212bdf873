import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { StatusPill } from './StatusPill';

it('says the status in words, whatever its tone', () => {
  renderWithProviders(
    <>
      <StatusPill tone="success">Verified</StatusPill>
      <StatusPill tone="neutral">Free plan</StatusPill>
    </>,
  );
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.getByText('Free plan')).toBeInTheDocument();
});
