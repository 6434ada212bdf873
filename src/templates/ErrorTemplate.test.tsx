import { fireEvent, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ComponentProps } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import ErrorTemplate from './ErrorTemplate';

type Props = ComponentProps<typeof ErrorTemplate>;

function renderErrorPage(
  pathname: string,
  code: number | null,
  state: unknown = null,
  locale: 'en' | 'jp' = 'en',
) {
  const props = {
    pageContext: { code, locale, alternates: [] },
    location: { pathname, search: '', hash: '', state },
  } as unknown as Props;
  return renderWithProviders(<ErrorTemplate {...props} />, { locale });
}

describe('the /error/{code} page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("names the unknown page it was sent from: 'Page not found: {path}'", async () => {
    renderErrorPage('/error/404/', 404, { notFoundPath: '/settings/no-such-page/' });
    expect(await screen.findByText('Page not found: /settings/no-such-page/')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Page not found: /settings/no-such-page/');
    fireEvent.click(screen.getByRole('button', { name: 'Go back to main page.' }));
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it("shows route validation's 'Page Not Found: {path}' for a code that is no HTTP error", async () => {
    renderErrorPage('/error/abc/', null);
    expect(await screen.findByText('Page Not Found: /error/abc/')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
  });

  it('says it in Japanese on the Japanese page', async () => {
    renderErrorPage('/jp/error/404/', 404, { notFoundPath: '/jp/nothing/' }, 'jp');
    expect(await screen.findByText('ページが見つかりません：/jp/nothing/')).toBeInTheDocument();
  });

  it('shows no path when opened directly', () => {
    renderErrorPage('/error/404/', 404);
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(screen.queryByText(/not found:/i)).toBeNull();
  });

  it('shows bots the 404 texts only and logs the path', async () => {
    const realAgent = navigator.userAgent;
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      configurable: true,
    });
    try {
      renderErrorPage('/error/404/', 404, { notFoundPath: '/old/page/' });
      expect(await screen.findByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('Page not found: /old/page/');
      expect(screen.queryByText(/not found:/i)).toBeNull();
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', {
        value: realAgent,
        configurable: true,
      });
    }
  });
});
