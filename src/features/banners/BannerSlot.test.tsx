// The banners as a keeper and a guest see them: the welcome banner on the account pages, closed
// for good with its close button, and the sign-up banner of articles for guests only.
import { fireEvent, screen } from '@testing-library/react';
import type { Locale } from '@contract/locales';
import { AppEnvironmentProvider } from '../../app/core/AppEnvironment';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/StoreProvider';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { clearAllCookies } from '../../test/testRootStore';
import { storageKey } from './bannerDismissals';
import { BannerSlot } from './BannerSlot';
import { SignUpBanner } from './SignUpBanner';

beforeEach(() => {
  window.localStorage.clear();
  clearAllCookies();
});

const environment = (locale: Locale) => ({
  locale,
  navigate: () => undefined,
  assign: () => undefined,
  currentUrl: () => '/',
  analytics: { track: () => undefined },
});

function renderAccountSlot(
  user = makeUser({ created_at: new Date().toISOString() }),
  locale: Locale = 'en',
) {
  const store = new RootStore({
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: '/api',
    locale,
  });
  store.auth.setUser(user);
  const result = renderWithProviders(
    <StoreProvider store={store}>
      <AppEnvironmentProvider value={environment(locale)}>
        <BannerSlot placement="account" />
      </AppEnvironmentProvider>
    </StoreProvider>,
    { locale },
  );
  return { store, user, ...result };
}

it('welcomes a new keeper with next steps and stays closed after a reload once dismissed', () => {
  const { user, unmount } = renderAccountSlot();
  const banner = screen.getByRole('region', { name: 'Welcome to PetCare, Aiko Tanaka!' });
  expect(banner).toHaveTextContent('Verify your phone number');
  expect(screen.getByRole('link', { name: /Verify your phone number/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/settings\/personal-info\/(\?referrer=[^#]+)?#phone-verification$/),
  );
  expect(
    screen.getByRole('link', { name: 'Choose your language and weight unit' }),
  ).toBeInTheDocument();

  fireEvent.click(
    screen.getByRole('button', { name: 'Dismiss: Welcome to PetCare, Aiko Tanaka!' }),
  );
  expect(screen.queryByRole('region')).toBeNull();
  expect(window.localStorage.getItem(storageKey(user.id))).toBe('{"welcome":null}');
  unmount();

  // A reload: a new root store reading the same browser storage.
  renderAccountSlot(user);
  expect(screen.queryByRole('region')).toBeNull();
});

it('speaks Japanese and ticks off a verified phone number', () => {
  renderAccountSlot(
    makeUser({ created_at: new Date().toISOString(), is_verified_phone_number: true }),
    'jp',
  );
  const banner = screen.getByRole('region', { name: 'Aiko Tanakaさん、PetCareへようこそ！' });
  expect(banner).toHaveTextContent('完了：電話番号を認証する');
  expect(banner).toHaveTextContent('表示言語と体重の単位を選ぶ');
});

it('does not welcome a keeper who registered long ago', () => {
  renderAccountSlot(makeUser({ created_at: '2020-01-01T00:00:00.000Z' }));
  expect(screen.queryByRole('region')).toBeNull();
});

describe('SignUpBanner', () => {
  it('invites a guest, and a dismissal is kept in this browser', () => {
    const { unmount } = renderWithProviders(<SignUpBanner />);
    const banner = screen.getByRole('region', { name: 'Get answers about your own pet' });
    expect(screen.getByRole('link', { name: /Create a free account/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\/register\//),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Dismiss: Get answers about your own pet' }),
    );
    expect(banner).not.toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem(storageKey('guest')) ?? '{}');
    expect(stored['sign-up']).toBeGreaterThan(Date.now());
    unmount();
    renderWithProviders(<SignUpBanner />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('sends click_banner_articles and btn_click_sign_up when its link is followed', () => {
    const layer = window as unknown as { dataLayer?: Record<string, unknown>[] };
    layer.dataLayer = [];
    renderWithProviders(<SignUpBanner articleSlug="cat-dental-health" />);
    fireEvent.click(screen.getByRole('link', { name: /Create a free account/ }));
    expect(layer.dataLayer).toEqual([
      {
        event: 'click_banner_articles',
        banner_id: 'sign-up',
        article_slug: 'cat-dental-health',
        language: 'en',
      },
      { event: 'btn_click_sign_up', placement: 'article' },
    ]);
  });

  it('is not shown to someone with a session', () => {
    document.cookie = 'auth-token=abc; Path=/';
    renderWithProviders(<SignUpBanner />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('links Japanese readers to the Japanese sign-up page', () => {
    renderWithProviders(<SignUpBanner />, { locale: 'jp' });
    expect(screen.getByRole('link', { name: /無料アカウントを作成/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jp\/auth\/register\//),
    );
  });
});
