import { graphql, type PageProps } from 'gatsby';
import { useMemo, useState } from 'react';
import type { AuthProvider } from '@contract/authProviders';
import { AppShell } from '../app/AppShell';
import { browserEnvironment, browserRootStore } from '../app/browserApp';
import type { PrebuiltRoute } from '../app/prebuiltAppPages';
import { PREBUILT_SCREENS, SERVER_ENVIRONMENT, serverRootStore } from '../app/prebuiltScreens';
import type { LocaleQueryData } from '../i18n/localeQuery';
import type { AppPageContext } from './AppShellTemplate';

export interface PrebuiltAppPageContext extends AppPageContext {
  prebuiltRoute: PrebuiltRoute;
  /** A screen that offers provider sign-in: the providers the API offered at build time. */
  signInProviders?: AuthProvider[];
}

/**
 * A prebuilt app page (/auth/login/ in en and jp; src/app/prebuiltAppPages.ts): the app at its
 * route, its screen drawn in the HTML as a guest sees it. The browser's first render is the same
 * tree, so hydrating it keeps the page and what the visitor already typed.
 */
function PrebuiltAppTemplate({ pageContext }: PageProps<LocaleQueryData, PrebuiltAppPageContext>) {
  const { locale, prebuiltRoute, signInProviders } = pageContext;
  const prebuilt = useMemo(
    () => ({ routePath: prebuiltRoute, Screen: PREBUILT_SCREENS[prebuiltRoute] }),
    [prebuiltRoute],
  );
  const inBrowser = typeof window !== 'undefined';
  const [store] = useState(() => {
    const root = inBrowser ? browserRootStore(locale) : serverRootStore(locale);
    // The buttons the page was built with, until the app has asked the API itself.
    if (signInProviders) root.auth.showBuiltProviders(signInProviders);
    return root;
  });
  return (
    <AppShell
      locale={locale}
      store={store}
      environment={inBrowser ? browserEnvironment() : SERVER_ENVIRONMENT}
      prebuilt={prebuilt}
    />
  );
}

export default PrebuiltAppTemplate;

export { Head } from './AppShellTemplate';

export const query = graphql`
  query PrebuiltAppTemplate($language: String!) {
    ...AllLocales
  }
`;
