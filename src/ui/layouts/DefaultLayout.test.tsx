import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ColorModeStore } from '../colorMode/ColorModeStore';
import { DefaultLayout } from './DefaultLayout';

const alternates = [
  { locale: 'en' as const, path: '/news/' },
  { locale: 'jp' as const, path: '/jp/news/' },
  { locale: 'fr' as const, path: '/fr/news/' },
];

describe('DefaultLayout', () => {
  it('has a skip link, header, main and footer landmarks', () => {
    renderWithProviders(
      <DefaultLayout alternates={alternates}>
        <h1>Page</h1>
      </DefaultLayout>,
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} PetCare`,
    );
    expect(screen.getByRole('link', { name: 'PetCare home' })).toHaveAttribute('href', '/');
  });

  it('offers the system locales where the page exists and marks the current one', () => {
    renderWithProviders(<DefaultLayout alternates={alternates}>x</DefaultLayout>);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['English', '日本語']);
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/jp/news/');
    expect(within(nav).getByRole('link', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('has no menu items with the light menu of the home page', () => {
    renderWithProviders(<DefaultLayout lightMenu>x</DefaultLayout>);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('shows the main menu and footer links to every public section and legal page', () => {
    renderWithProviders(<DefaultLayout>x</DefaultLayout>, { locale: 'jp' });
    const main = screen.getByRole('navigation', { name: 'メイン' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['近くのペットケア', '/jp/care/'],
      ['ニュース', '/jp/news/'],
      ['よくある質問', '/jp/news/faq/'],
      ['お問い合わせ', '/jp/contact/'],
    ]);
    const footer = screen.getByRole('navigation', { name: 'フッター' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/jp/',
      '/jp/care/',
      '/jp/news/',
      '/jp/news/post/',
      '/jp/news/faq/',
      '/jp/ambassadors/',
      '/jp/vet/',
      '/jp/contact/',
      '/jp/privacy-policy/',
      '/jp/terms-and-conditions/',
      '/jp/providers-terms-of-use/',
      '/jp/specified-commercial-transactions/',
    ]);
    expect(within(footer).getByRole('link', { name: '特定商取引法に基づく表記' })).toBeVisible();
  });

  it('marks English UI strings on pages of locales without UI strings', () => {
    renderWithProviders(<DefaultLayout>x</DefaultLayout>, { locale: 'fr' });
    expect(screen.getByRole('contentinfo')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'PetCare home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toHaveAttribute('lang', 'en');
    expect(within(main).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/fr/news/');
    expect(within(main).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/fr/news/faq/',
    );
    // Pages other than news exist in English only for this locale.
    expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    // Japan's 特定商取引法 notice exists in Japanese only.
    expect(
      within(footer)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.includes('specified-commercial')),
    ).toEqual([]);
  });

  it('applies a forced colour mode while shown and gives control back afterwards', () => {
    const store = new ColorModeStore({ root: document.documentElement });
    const { unmount } = renderWithProviders(
      <DefaultLayout forcedColorMode="dark">x</DefaultLayout>,
      {
        colorModeStore: store,
      },
    );
    expect(store.getState()).toMatchObject({ forced: 'dark', mode: 'dark' });
    expect(document.documentElement).toHaveClass('dark');
    unmount();
    expect(store.getState()).toMatchObject({ forced: null, mode: 'light' });
    expect(document.documentElement).toHaveClass('light');
  });
});
