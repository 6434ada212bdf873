import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { ForwardLink } from './ForwardLink';

describe('ForwardLink', () => {
  it('is one link, named by its text, with a decorative arrow after it', () => {
    renderWithProviders(<ForwardLink to="/news/">All news</ForwardLink>);
    const link = screen.getByRole('link', { name: 'All news' });
    expect(link).toHaveAttribute('href', '/news/');
    expect(link.lastElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(link.lastElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
