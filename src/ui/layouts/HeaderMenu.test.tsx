import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HeaderMenu } from './HeaderMenu';

it('is a named navigation listing its links in order', () => {
  renderWithProviders(
    <HeaderMenu
      aria-label="Main"
      items={[
        { label: 'For clinics', to: '/vet/' },
        { label: 'Contact', to: '/contact/' },
      ]}
      gap="2"
      color="fg"
      accent="brand.fg"
    />,
  );
  const menu = screen.getByRole('navigation', { name: 'Main' });
  const links = within(within(menu).getByRole('list')).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['For clinics', '/vet/'],
    ['Contact', '/contact/'],
  ]);
});
