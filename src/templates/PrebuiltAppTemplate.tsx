import { graphql, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { AppShell } from '../app/AppShell';
import { browserEnvironment, browserRootStore } from '../app/browserApp';
import type { PrebuiltRoute } from '../app/prebuiltAppPages';
import { PREBUILT_SCREENS, SERVER_ENVIRONMENT, serverRootStore } from '../app/prebuiltScreens';
import type { LocaleQueryData } from '../i18n/localeQuery';
import type { AppPageContext } from './AppShellTemplate';

export interface PrebuiltAppPageContext extends AppPageContext {
  prebuiltRoute: PrebuiltRoute;
}

/**
 * A prebuilt app page (/auth/login/ in en and jp; src/app/prebuiltAppPages.ts): the app at its
 * route, its screen drawn in the HTML as a guest sees it. The browser's first render is the same
 * tree, so hydrating it keeps the page and what the visitor already typed.
 */
function PrebuiltAppTemplate({ pageContext }: PageProps<LocaleQueryData, PrebuiltAppPageContext>) {
  const { locale, prebuiltRoute } = pageContext;
  const prebuilt = useMemo(
    () => ({ routePath: prebuiltRoute, Screen: PREBUILT_SCREENS[prebuiltRoute] }),
    [prebuiltRoute],
  );
  const inBrowser = typeof window !== 'undefined';
  return (
    <AppShell
      locale={locale}
      store={inBrowser ? browserRootStore(locale) : serverRootStore(locale)}
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
