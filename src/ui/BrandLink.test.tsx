import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { BrandLink } from './BrandLink';

it('links the logo and the given name, the logo hidden from assistive technology', () => {
  renderWithProviders(
    <BrandLink to="/vet/" ringed>
      <span>PetCare for clinics</span>
    </BrandLink>,
  );
  const link = screen.getByRole('link', { name: 'PetCare for clinics' });
  expect(link).toHaveAttribute('href', '/vet/');
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
