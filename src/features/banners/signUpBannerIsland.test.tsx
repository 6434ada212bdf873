import { fireEvent, screen } from '@testing-library/react';
import { showPrebuiltMarkup } from '../../test/prebuiltMarkup';
import { GUEST_KEY, readDismissals } from './bannerDismissals';
import { SIGN_UP_SNOOZE_DAYS } from './bannerDefinitions';
import { SignUpBanner } from './SignUpBanner';
import { bindSignUpBanner } from './signUpBannerState';

type DataLayerWindow = Window & { dataLayer?: object[] };
const TITLE = 'Get answers about your own pet';

// The prebuilt banner with no React behind it, bound by the island script of a static page.
describe('the sign-up banner island', () => {
  beforeEach(() => {
    (window as DataLayerWindow).dataLayer = [];
  });
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'auth-token=; max-age=0; path=/';
  });

  it('is hidden in the prebuilt HTML and shown to a guest', () => {
    showPrebuiltMarkup(<SignUpBanner articleSlug="cat-teeth" />);
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    bindSignUpBanner();
    expect(screen.getByRole('region', { name: TITLE })).toBeVisible();
  });

  it('stays hidden for a browser that holds a sign-in token', () => {
    document.cookie = 'auth-token=abc; path=/';
    showPrebuiltMarkup(<SignUpBanner articleSlug="cat-teeth" />);
    bindSignUpBanner();
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('closes for the snooze period, remembered in this browser', () => {
    showPrebuiltMarkup(<SignUpBanner articleSlug="cat-teeth" />, { locale: 'jp' });
    bindSignUpBanner();
    const region = screen.getByRole('region');
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: /閉じる/ }));
    expect(region).not.toBeVisible();
    const until = readDismissals(GUEST_KEY)['sign-up'];
    expect(until).toBeGreaterThanOrEqual(before + SIGN_UP_SNOOZE_DAYS * 86_400_000);

    showPrebuiltMarkup(<SignUpBanner articleSlug="cat-teeth" />, { locale: 'jp' });
    bindSignUpBanner();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('reports the click on its link with the article and language', () => {
    showPrebuiltMarkup(<SignUpBanner articleSlug="cat-teeth" />, { locale: 'jp' });
    bindSignUpBanner();
    const link = screen.getByRole('link', { name: /無料アカウント/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect((window as DataLayerWindow).dataLayer).toEqual([
      {
        event: 'click_banner_articles',
        banner_id: 'sign-up',
        article_slug: 'cat-teeth',
        language: 'jp',
      },
      { event: 'btn_click_sign_up', placement: 'article' },
    ]);
  });
});
