import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { TabLinks } from './TabLinks';

describe('TabLinks', () => {
  it('is a named navigation of links in order, the current page marked as such', () => {
    renderWithProviders(
      <TabLinks
        label="Programme pages"
        links={[
          { to: '/jp/affiliate/', label: 'Dashboard', current: false },
          { to: '/jp/affiliate/rules/', label: 'Rules', current: true },
        ]}
        look={(current) => ({ color: current ? 'fg' : 'fg.muted' })}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Programme pages' });
    const links = within(nav).getAllByRole('link');
    const pathOf = (link: HTMLElement) =>
      new URL(link.getAttribute('href') ?? '', 'http://x').pathname;
    expect(links.map((link) => [link.textContent, pathOf(link)])).toEqual([
      ['Dashboard', '/jp/affiliate/'],
      ['Rules', '/jp/affiliate/rules/'],
    ]);
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });
});
