import { Flex } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@contract/locales';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { PRIMARY_BUTTON_LOOK, SECONDARY_BUTTON_LOOK } from '../../ui/forms/Button';
import { loginPathFor, registerPathFor } from '../core/appPaths';
import { hasSessionCookie } from './sessionCookie';
import type { SignedInSiteControlsProps } from './SignedInSiteControls';

const COMPACT = { minH: '10', px: '4', py: '1.5', fontSize: 'sm' } as const;

/** Runs `task` when the browser is idle (first paint and hydration done), at the latest soon. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** Sign in and sign up, each bringing the visitor back to `path` afterwards. */
function GuestLinks({ locale, path, hidden }: { locale: Locale; path: string; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    // While a signed-in check runs the links keep their place but are neither seen nor reachable.
    <Flex gap="2" align="center" visibility={hidden ? 'hidden' : undefined} aria-hidden={hidden}>
      <AppLink to={loginPathFor(locale, path)} {...SECONDARY_BUTTON_LOOK} {...COMPACT}>
        {t('account.signIn')}
      </AppLink>
      <AppLink to={registerPathFor(locale, path)} {...PRIMARY_BUTTON_LOOK} {...COMPACT}>
        {t('account.signUp')}
      </AppLink>
    </Flex>
  );
}

/**
 * The public pages' account controls. The prebuilt HTML holds the guest's links; a browser that
 * holds a sign-in token then loads, once idle, the signed-in controls — the app's store and the
 * navigation pipeline, in a chunk of their own — and those replace the links when the user is
 * known. A guest's page loads nothing more than this component.
 */
export function SiteAccountControls({ path }: { path: string }) {
  const { locale, uiLang } = useLocale();
  // The sign-in screens exist in the system locales only.
  const appLocale = uiLang ? DEFAULT_LOCALE : locale;
  const [checking, setChecking] = useState(false);
  const [SignedIn, setSignedIn] = useState<ComponentType<SignedInSiteControlsProps> | null>(null);

  useEffect(() => {
    if (!hasSessionCookie()) return undefined;
    setChecking(true);
    let live = true;
    const cancel = whenIdle(() => {
      import(/* webpackChunkName: "site-signed-in" */ './SignedInSiteControls').then(
        (module) => {
          if (live) setSignedIn(() => module.SignedInSiteControls);
        },
        () => {
          // The chunk did not load (offline, a new build): the guest's links still work.
          if (live) setChecking(false);
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  const guest = <GuestLinks locale={appLocale} path={path} />;
  if (SignedIn)
    return (
      <SignedIn
        locale={appLocale}
        path={path}
        guest={guest}
        placeholder={<GuestLinks locale={appLocale} path={path} hidden />}
      />
    );
  return <GuestLinks locale={appLocale} path={path} hidden={checking} />;
}
