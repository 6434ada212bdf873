import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { localeFromPath } from '@contract/localeFromPath';
import type { NotFoundState } from '../app/core/routeValidation';
import { redirectCurrentPage } from '../app/routing/installClientRedirects';
import { errorLocale, errorPath } from '../features/errors/errorCodes';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';

/**
 * Gatsby's page for unmatched paths: the server answers 404 with this HTML (the same screen as
 * /error/404/). In the browser the redirect rules get a last say (on a static host this page is
 * what a redirected path first shows: /ja/..., other locales, an editor's stored redirect); a
 * path that stays unmatched moves to /error/404/ (spec.md: "Unmatched route goes to /error/404"),
 * under /jp when the visitor was in the Japanese site.
 */
function NotFoundPage({ location }: PageProps<LocaleQueryData>) {
  useEffect(() => {
    let active = true;
    const { pathname } = location;
    void redirectCurrentPage().then((moved) => {
      if (moved || !active) return;
      const target = errorPath(errorLocale(localeFromPath(pathname).locale), 404);
      // The error page names the path that was not found (spec.md section 8).
      const state: NotFoundState = { notFoundPath: pathname };
      if (pathname !== target) void navigate(target, { replace: true, state });
    });
    return () => {
      active = false;
    };
  }, [location]);
  return (
    <DefaultLayout>
      <ErrorScreen code={404} />
    </DefaultLayout>
  );
}

export default NotFoundPage;

export function Head({ data }: HeadProps<LocaleQueryData>) {
  const t = headTranslator(data, 'en');
  return <SeoHead locale="en" title={t('error.notFoundPageTitle')} noIndex />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...CommonLocales
  }
`;
