import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DefaultLayout } from '../../ui/layouts/DefaultLayout';
import { SiteAccountSlotProvider } from '../../ui/layouts/siteAccountSlot';
import { hasSessionCookie } from './sessionCookie';
import { SiteAccountControls } from './SiteAccountControls';

function publicPage(path: string) {
  return (
    <SiteAccountSlotProvider value={<SiteAccountControls path={path} />}>
      <DefaultLayout>
        <h1>Page</h1>
      </DefaultLayout>
    </SiteAccountSlotProvider>
  );
}

function hrefOf(link: HTMLElement): { path: string; redirect: string | null } {
  const url = new URL(link.getAttribute('href') ?? '', 'http://site.test');
  return { path: url.pathname, redirect: url.searchParams.get('redirect') };
}

describe('the public header for a guest', () => {
  it('offers sign in and sign up, each coming back to the page', () => {
    renderWithProviders(publicPage('/news/some-article/'));
    const header = screen.getByRole('banner');
    expect(hrefOf(within(header).getByRole('link', { name: 'Sign in' }))).toEqual({
      path: '/auth/login/',
      redirect: '/news/some-article/',
    });
    expect(hrefOf(within(header).getByRole('link', { name: 'Sign up' }))).toEqual({
      path: '/auth/register/',
      redirect: '/news/some-article/',
    });
  });

  it('in Japanese, to the Japanese screens; from the home page, without a page to come back to', () => {
    renderWithProviders(publicPage('/jp/'), { locale: 'jp' });
    const header = screen.getByRole('banner');
    expect(hrefOf(within(header).getByRole('link', { name: 'ログイン' }))).toEqual({
      path: '/jp/auth/login/',
      redirect: null,
    });
    expect(hrefOf(within(header).getByRole('link', { name: 'アカウントを作成' }))).toEqual({
      path: '/jp/auth/register/',
      redirect: null,
    });
  });

  it('on a page in a locale without app screens, to the English ones', () => {
    renderWithProviders(publicPage('/fr/news/'), { locale: 'fr' });
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' });
    expect(hrefOf(link)).toEqual({ path: '/auth/login/', redirect: '/fr/news/' });
  });
});

describe('the session hint', () => {
  it('is the sign-in token cookie, whatever else the browser holds', () => {
    expect(hasSessionCookie({ cookie: '' })).toBe(false);
    expect(hasSessionCookie({ cookie: 'i18n_redirected=jp; auth-method=email' })).toBe(false);
    expect(hasSessionCookie({ cookie: 'i18n_redirected=jp; auth-token=1%7Cabc' })).toBe(true);
  });
});
