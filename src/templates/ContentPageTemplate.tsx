import { chakra, Flex } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { ContentPageView } from '../features/content/ContentPageView';
import { LEGAL_PAGE_KEYS, type ContentPageKey } from '../features/content/contentTypes';
import { PageCallToAction } from '../features/content/PageCallToAction';
import type { ContentPageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { AppLink } from '../ui/AppLink';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { legalLinks } from '../ui/layouts/siteLinks';
import { SeoHead } from '../features/seo/SeoHead';
import { TEXT_LINK_LOOK } from '../ui/textLinkLook';

type Props = PageProps<LocaleQueryData, ContentPageContext>;

function isLegal(key: string): boolean {
  return (LEGAL_PAGE_KEYS as readonly string[]).includes(key);
}

/**
 * A free-standing page from the API: the ambassadors programme (default layout, light menu as
 * spec.md says) or a legal page, which links to the other legal pages of its locale.
 */
function ContentPageTemplate({ pageContext }: Props) {
  const { t } = useTranslation();
  const { locale, alternates, page } = pageContext;
  const ambassadors = page.key === 'ambassadors';
  return (
    <DefaultLayout alternates={alternates} lightMenu={ambassadors}>
      <ContentPageView page={page}>
        {ambassadors && (
          <PageCallToAction
            heading={t('pages.ambassadorsCta')}
            text={t('pages.ambassadorsCtaText')}
            label={t('nav.contact')}
            to={`${localePath(locale, '/contact/')}?topic=ambassadors`}
          />
        )}
        {isLegal(page.key) && (
          <chakra.nav
            aria-labelledby="other-legal-heading"
            mt="12"
            pt="6"
            borderTopWidth="1px"
            borderColor="border"
          >
            <chakra.h2 id="other-legal-heading" fontSize="lg" fontWeight="bold" mb="3">
              {t('pages.otherLegal')}
            </chakra.h2>
            <Flex as="ul" listStyleType="none" direction="column" gap="2">
              {legalLinks(locale)
                .filter((link) => link.key !== page.key)
                .map((link) => (
                  <li key={link.key}>
                    <AppLink to={link.to} {...TEXT_LINK_LOOK}>
                      {t(link.label)}
                    </AppLink>
                  </li>
                ))}
            </Flex>
          </chakra.nav>
        )}
      </ContentPageView>
    </DefaultLayout>
  );
}

export default ContentPageTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, ContentPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const { locale, page } = pageContext;
  const key = page.key as ContentPageKey;
  return (
    <SeoHead
      locale={locale}
      title={page.title}
      description={
        key === 'ambassadors'
          ? t('pages.ambassadorsDescription')
          : t('pages.legalDescription', { title: page.title })
      }
      path={localePath(locale, `/${key}/`)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query ContentPageTemplate($language: String!) {
    ...AllLocales
  }
`;
