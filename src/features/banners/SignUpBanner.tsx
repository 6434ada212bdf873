import { chakra, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { createDataLayerAnalytics } from '../../app/core/analytics';
import { useLocale } from '../../i18n/useLocale';
import { COOKIES, readCookie } from '../../http/cookies';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { bannerById } from './bannerDefinitions';
import {
  bannerKey,
  dismissedUntil,
  GUEST_KEY,
  isDismissed,
  readDismissals,
  writeDismissals,
} from './bannerDismissals';
import { Banner, BANNER_ACTION_LOOK } from './Banner';
import type { BannerContext } from './bannerTypes';

const SIGN_UP = bannerById('sign-up');
const REGISTER_PATH = '/auth/register/';

/** Prebuilt pages do not load the user: a session cookie is what tells a keeper from a guest. */
function guestContext(): BannerContext {
  return {
    signedIn: (readCookie(document.cookie, COOKIES.authToken.name) ?? '') !== '',
    user: null,
    pets: [],
    currentPet: null,
    now: Date.now(),
    finePointer: false,
    facts: {},
  };
}

/**
 * The sign-up banner of news and FAQ articles, for guests. It is decided in the browser after the
 * page loads (the prebuilt HTML is the same for everyone) and sits after the article, so showing
 * it moves nothing the reader is looking at. Closing it hides it for 30 days in this browser.
 * No store, no icon requests: public pages stay light. Its link sends `click_banner_articles`
 * and `btn_click_sign_up` (src/features/analytics/README.md).
 */
export function SignUpBanner({ articleSlug }: { articleSlug?: string } = {}) {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  const [shown, setShown] = useState(false);
  const key = bannerKey(SIGN_UP, null);

  useEffect(() => {
    const context = guestContext();
    setShown(
      SIGN_UP.condition(context) && !isDismissed(readDismissals(GUEST_KEY), key, context.now),
    );
  }, [key]);

  if (!shown) return null;
  const title = t('banners.signUp.title');
  const dismiss = () => {
    const record = readDismissals(GUEST_KEY);
    record[key] = dismissedUntil(SIGN_UP.dismissal, Date.now());
    writeDismissals(GUEST_KEY, record);
    setShown(false);
  };
  // The app exists in the system locales only; other locales' readers sign up in English.
  const registerPath = localePath(uiLang ? 'en' : locale, REGISTER_PATH);
  return (
    <chakra.div mt="10" lang={uiLang}>
      <Banner
        bannerId="sign-up"
        tone="brand"
        icon={<Icon name="heart" size={22} />}
        title={title}
        onDismiss={dismiss}
        dismissLabel={t('banners.signUp.dismiss', { title })}
        actions={
          <AppLink
            to={registerPath}
            onClick={() => {
              // The banner of an article was clicked (which one, where), and sign-up was asked for.
              const analytics = createDataLayerAnalytics();
              analytics.track('click_banner_articles', {
                banner_id: 'sign-up',
                article_slug: articleSlug ?? null,
                language: locale,
              });
              analytics.track('btn_click_sign_up', { placement: 'article' });
            }}
            {...BANNER_ACTION_LOOK}
          >
            {t('banners.signUp.action')}
            <Icon name="arrow-right" size={18} />
          </AppLink>
        }
      >
        <Text color="fg.muted">{t('banners.signUp.text')}</Text>
      </Banner>
    </chakra.div>
  );
}
