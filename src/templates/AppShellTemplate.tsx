import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { localeFromPath } from '@contract/localeFromPath';
import type { Locale } from '@contract/locales';
import { AppShell } from '../app/AppShell';
import { browserEnvironment, browserRootStore } from '../app/browserApp';
import { matchRoute } from '../app/matchRoute';
import { APP_ROUTES } from '../app/routes';
import type { AppKey } from '../i18n/appKeys';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { LoadingLayout } from '../ui/layouts/LoadingLayout';
import { SeoHead } from '../features/seo/SeoHead';

export interface AppPageContext {
  locale: Locale;
  /** Marks the app's pages: gatsby-browser leaves their page views to the app. */
  appShell: true;
}

/**
 * The client-only app pages (/auth/*, /settings/*, /dev/* in en and jp). Their HTML is the
 * loading layout: what to show depends on who is signed in, known only in the browser.
 */
function AppShellTemplate({ pageContext }: PageProps<LocaleQueryData, AppPageContext>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <LoadingLayout />;
  return (
    <AppShell
      locale={pageContext.locale}
      store={browserRootStore(pageContext.locale)}
      environment={browserEnvironment()}
    />
  );
}

export default AppShellTemplate;

export function Head({ data, pageContext, location }: HeadProps<LocaleQueryData, AppPageContext>) {
  const t = headTranslator<AppKey>(data, pageContext.locale, 'app');
  const match = matchRoute(APP_ROUTES, localeFromPath(location.pathname).path);
  return (
    <>
      <SeoHead
        locale={pageContext.locale}
        title={match ? t(match.route.title) : t('common.loading')}
        noIndex
      />
      {/* The installable app is the signed-in app: public pages carry no manifest. */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#0f766e" />
    </>
  );
}

export const query = graphql`
  query AppShellTemplate($language: String!) {
    locales: allLocale(
      filter: { language: { in: [$language, "en"] }, ns: { in: ["common", "app"] } }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
