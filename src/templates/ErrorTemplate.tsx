import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import type { ErrorPageContext } from '../features/content/pageContexts';
import { errorCodeFromPath } from '../features/errors/errorCodes';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../ui/SeoHead';

type Props = PageProps<LocaleQueryData, ErrorPageContext>;

/**
 * /error/{code}/. The prebuilt codes come from the page context; the client-side /error/* page
 * reads the code from the URL after hydration (its HTML was rendered without one).
 */
function ErrorTemplate({ pageContext, location }: Props) {
  const [code, setCode] = useState(pageContext.code);
  useEffect(() => {
    if (pageContext.code === null) setCode(errorCodeFromPath(location.pathname));
  }, [pageContext.code, location.pathname]);
  return (
    <DefaultLayout alternates={pageContext.alternates}>
      <ErrorScreen code={code} locale={pageContext.locale} />
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
  const code = pageContext.code ?? errorCodeFromPath(location.pathname);
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
    locales: allLocale(filter: { language: { in: [$language, "en"] }, ns: { eq: "common" } }) {
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
