import { Flex } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { Observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contract/locales';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { currentRoleHome } from '../../features/auth/landing';
import { StoreProvider } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PRIMARY_BUTTON_LOOK } from '../../ui/forms/Button';
import { localePath } from '@contract/locales';
import { browserEnvironment, browserRootStore } from '../browserApp';
import { AppEnvironmentProvider } from '../core/AppEnvironment';
import { runNavigationPipeline } from '../navigation/navigationPipeline';

export interface SignedInSiteControlsProps {
  /** The system locale of the app's screens (and its strings) for this page. */
  locale: Locale;
  /** The page's path, the navigation the pipeline runs for. */
  path: string;
  /** What a guest sees: shown when the token turns out to be stale. */
  guest: ReactNode;
  /** Holds the controls' place, unseen, until the user is known (no shift of the header). */
  placeholder: ReactNode;
}

/** The app's strings per locale, once this chunk has fetched them. */
const appStrings: Partial<Record<Locale, Record<string, unknown>>> = {};

/**
 * The account menu's strings live in the app's namespace, which public pages do not load with
 * their data; they come in this chunk's company, once.
 */
async function loadAppStrings(locale: Locale): Promise<void> {
  if (appStrings[locale]) return;
  const strings =
    locale === 'jp'
      ? await import(/* webpackChunkName: "site-signed-in-jp" */ '../../i18n/locales/jp/app.json')
      : await import(/* webpackChunkName: "site-signed-in-en" */ '../../i18n/locales/en/app.json');
  appStrings[locale] = strings.default;
}

/**
 * Whether `i18n` has the app's strings, adding them when this chunk has them already. Every page
 * (each client navigation too) brings a new i18next instance with only that page's strings, so
 * they are added again at once, before a render could show a key instead of its text.
 */
function hasAppStrings(i18n: I18n, locale: Locale): boolean {
  const strings = appStrings[locale];
  if (!strings) return false;
  if (!i18n.hasResourceBundle(locale, 'app'))
    i18n.addResourceBundle(locale, 'app', strings, true, false);
  return true;
}

/**
 * The public header for someone signed in: "Open PetCare" (the home of the role they act in) and
 * the account menu. It shares the app's root store, so the navigation pipeline's steps that
 * apply to a public page — the user and notifications from the token (or the stale token
 * cleared), pets once, role and current pet, the remembered language — run as on an app page,
 * and entering the app from here loads nothing twice. Redirects of public pages are applied
 * by the site's own client redirects.
 */
export function SignedInSiteControls({
  locale,
  path,
  guest,
  placeholder,
}: SignedInSiteControlsProps) {
  const { t, i18n } = useTranslation();
  const stores = browserRootStore(locale);
  const environment = useMemo(() => ({ ...browserEnvironment(), locale }), [locale]);
  // After a client navigation between public pages the user is known already: no blank moment.
  const [userKnown, setUserKnown] = useState(() => stores.auth.user !== null);
  const [stringsLoaded, setStringsLoaded] = useState(() => appStrings[locale] !== undefined);

  useEffect(() => {
    let live = true;
    stores.setLocale(locale);
    const to = `${path}${window.location.search}${window.location.hash}`;
    const warn = (error: unknown) => console.warn('Signed-in header:', error);
    void loadAppStrings(locale)
      .catch(warn)
      .finally(() => {
        if (live) setStringsLoaded(true);
      });
    void runNavigationPipeline({ stores, analytics: environment.analytics, to })
      .catch(warn)
      .finally(() => {
        if (live) setUserKnown(true);
      });
    return () => {
      live = false;
    };
  }, [stores, environment, i18n, locale, path]);

  if (!userKnown || !stringsLoaded) return placeholder;
  // The strings could not be fetched (offline, a new build): the guest's links still work.
  if (!hasAppStrings(i18n, locale)) return guest;
  return (
    <Observer>
      {() =>
        stores.auth.user ? (
          <StoreProvider store={stores}>
            <AppEnvironmentProvider value={environment}>
              <Flex gap="2" align="center">
                <AppLink
                  to={localePath(locale, currentRoleHome(stores))}
                  {...PRIMARY_BUTTON_LOOK}
                  minH="10"
                  px="4"
                  py="1.5"
                  fontSize="sm"
                >
                  {t('account.openApp')}
                </AppLink>
                {/* Without the name: with it the full public header wrapped to a second row at common
                    desktop widths once the user was known, moving the whole page down. */}
                <AccountMenu variant="compact" />
              </Flex>
            </AppEnvironmentProvider>
          </StoreProvider>
        ) : (
          guest
        )
      }
    </Observer>
  );
}
