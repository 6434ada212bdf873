import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { localeFromPath } from '@contract/localeFromPath';
import type { ErrorPageContext } from '../features/content/pageContexts';
import { errorPresentation } from '../app/errors/botDetection';
import {
  notFoundMessage,
  notFoundPathFrom,
  PARAM_RULES,
  validateRouteParams,
  type NotFoundCause,
} from '../app/core/routeValidation';
import { errorCodeFromPath } from '../features/errors/errorCodes';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';

type Props = PageProps<LocaleQueryData, ErrorPageContext>;

/** The {code} of /error/{code}/ or /jp/error/{code}/ as written ('' when missing). */
function codeSegment(pathname: string): string {
  return /^\/error\/([^/]*)\/?$/.exec(localeFromPath(pathname).path)?.[1] ?? '';
}

/**
 * /error/{code}/. The prebuilt codes come from the page context; the client-side /error/* page
 * reads the code from the URL after hydration (its HTML was rendered without one). A code that
 * is not an HTTP error status fails route validation: the fatal 404 'Page Not Found: {path}'.
 * An unknown page sent here (the app's unmatched routes, Gatsby's 404 page) carries its path in
 * the history state: 'Page not found: {path}'. Bots get the 404 texts only: their errors are
 * only logged.
 */
function ErrorTemplate({ pageContext, location }: Props) {
  const [code, setCode] = useState(pageContext.code);
  const [cause, setCause] = useState<NotFoundCause>();
  const unknownPath = notFoundPathFrom(location.state);
  useEffect(() => {
    let found: NotFoundCause | undefined;
    if (pageContext.code === null) {
      const invalid = validateRouteParams(
        location.pathname,
        { code: codeSegment(location.pathname) },
        { code: PARAM_RULES.errorCode },
      );
      if (invalid) found = { reason: 'invalid-route', path: location.pathname };
      setCode(invalid ? 404 : errorCodeFromPath(location.pathname));
    }
    if (!found && unknownPath) found = { reason: 'unknown-page', path: unknownPath };
    if (found) console.warn(notFoundMessage(found));
    setCause(found && errorPresentation() === 'show' ? found : undefined);
  }, [pageContext.code, location.pathname, unknownPath]);
  return (
    <DefaultLayout alternates={pageContext.alternates}>
      <ErrorScreen code={code} notFound={code === 404 ? cause : undefined} />
    </DefaultLayout>
  );
}

export default ErrorTemplate;

export function Head({
  data,
  pageContext,
  location,
}: HeadProps<LocaleQueryData, ErrorPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  // An invalid code is the route-validation 404, so it gets the 404 title too.
  const code = pageContext.code ?? errorCodeFromPath(location.pathname) ?? 404;
  return (
    <SeoHead
      locale={pageContext.locale}
      title={
        code === 404
          ? t('error.notFoundPageTitle')
          : code
            ? t('error.pageTitle', { code })
            : t('error.title')
      }
      noIndex
    />
  );
}

export const query = graphql`
  query ErrorTemplate($language: String!) {
    ...CommonLocales
  }
`;
