import { chakra, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { Banner, BANNER_ACTION_LOOK } from './Banner';
import {
  dismissSignUpBanner,
  signUpBannerShown,
  SIGN_UP_BANNER_ATTRIBUTE,
  SIGN_UP_LINK_ATTRIBUTE,
  trackSignUpBannerClick,
} from './signUpBannerState';

const REGISTER_PATH = '/auth/register/';

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

  useEffect(() => setShown(signUpBannerShown()), []);

  const title = t('banners.signUp.title');
  const dismiss = () => {
    dismissSignUpBanner();
    setShown(false);
  };
  // The app exists in the system locales only; other locales' readers sign up in English.
  const registerPath = localePath(uiLang ? 'en' : locale, REGISTER_PATH);
  return (
    // In the prebuilt HTML, hidden: a page without a runtime shows it from its island script.
    <chakra.div
      mt="10"
      lang={uiLang}
      hidden={!shown}
      {...{ [SIGN_UP_BANNER_ATTRIBUTE]: '' }}
      data-article-slug={articleSlug}
      data-locale={locale}
    >
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
            onClick={() => trackSignUpBannerClick(articleSlug ?? null, locale)}
            {...{ [SIGN_UP_LINK_ATTRIBUTE]: '' }}
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
