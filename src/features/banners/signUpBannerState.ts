// What the public sign-up banner decides and does, without React: shared by the banner component
// and by the island script of pages that ship no runtime (src/app/islands).
import type { Locale } from '@contract/locales';
import { createDataLayerAnalytics } from '../../app/core/analytics';
import { COOKIES, readCookie } from '../../http/cookies';
import { bannerById } from './bannerDefinitions';
import {
  bannerKey,
  dismissedUntil,
  DISMISS_BUTTON_ATTRIBUTE,
  GUEST_KEY,
  isDismissed,
  readDismissals,
  writeDismissals,
} from './bannerDismissals';
import type { BannerContext } from './bannerTypes';

const SIGN_UP = bannerById('sign-up');
const KEY = bannerKey(SIGN_UP, null);

/** Marks the banner's wrapper in the prebuilt HTML (hidden there), for a page's island script. */
export const SIGN_UP_BANNER_ATTRIBUTE = 'data-sign-up-banner';
/** Marks the banner's link inside that wrapper. */
export const SIGN_UP_LINK_ATTRIBUTE = 'data-sign-up-link';

/** Prebuilt pages do not load the user: a session cookie is what tells a keeper from a guest. */
function guestContext(now: number): BannerContext {
  return {
    signedIn: (readCookie(document.cookie, COOKIES.authToken.name) ?? '') !== '',
    user: null,
    pets: [],
    currentPet: null,
    now,
    finePointer: false,
    facts: {},
  };
}

/** Whether this browser's visitor is offered the banner now (a guest who has not closed it). */
export function signUpBannerShown(now = Date.now()): boolean {
  const context = guestContext(now);
  return SIGN_UP.condition(context) && !isDismissed(readDismissals(GUEST_KEY), KEY, now);
}

/** Closing it hides it for SIGN_UP_SNOOZE_DAYS in this browser. */
export function dismissSignUpBanner(now = Date.now()): void {
  const record = readDismissals(GUEST_KEY);
  record[KEY] = dismissedUntil(SIGN_UP.dismissal, now);
  writeDismissals(GUEST_KEY, record);
}

/** The banner of an article was clicked (which one, where), and sign-up was asked for. */
export function trackSignUpBannerClick(articleSlug: string | null, locale: Locale): void {
  const analytics = createDataLayerAnalytics();
  analytics.track('click_banner_articles', {
    banner_id: 'sign-up',
    article_slug: articleSlug,
    language: locale,
  });
  analytics.track('btn_click_sign_up', { placement: 'article' });
}

/**
 * The banner of a page without a runtime: the prebuilt wrapper is hidden; it is shown to a guest
 * who has not closed it, and its close button and link do what the component's do.
 */
export function bindSignUpBanner(doc: Document = document): void {
  for (const wrapper of doc.querySelectorAll<HTMLElement>(`[${SIGN_UP_BANNER_ATTRIBUTE}]`)) {
    const { articleSlug, locale = 'en' } = wrapper.dataset;
    wrapper.querySelector(`[${DISMISS_BUTTON_ATTRIBUTE}]`)?.addEventListener('click', () => {
      dismissSignUpBanner();
      wrapper.hidden = true;
    });
    wrapper
      .querySelector(`[${SIGN_UP_LINK_ATTRIBUTE}]`)
      ?.addEventListener('click', () =>
        trackSignUpBannerClick(articleSlug ?? null, locale as Locale),
      );
    wrapper.hidden = !signUpBannerShown();
  }
}
