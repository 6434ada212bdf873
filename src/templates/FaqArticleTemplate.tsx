import { Box, chakra } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  ContentImagesProvider,
  type ContentImagesQueryData,
} from '../features/images/ContentImages';
import { useTranslation } from 'react-i18next';
import { FaqArticleView } from '../features/content/FaqArticleView';
import { FaqQuestionList } from '../features/content/FaqQuestionList';
import { faqArticleCrumbs } from '../features/content/faqCrumbs';
import { faqArticlePath, faqIndexPath } from '../features/content/newsPaths';
import { FaqMoreHelp } from '../features/content/FaqMoreHelp';
import type { FaqArticlePageContext } from '../features/content/pageContexts';
import { breadcrumbJsonLd, faqPageJsonLd } from '../features/seo/jsonLd';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { useLocale } from '../i18n/useLocale';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead, useSiteUrl } from '../features/seo/SeoHead';
import { BackLink } from '../ui/BackLink';
import { BackLinkRow } from '../ui/BackLinkRow';

type Props = PageProps<LocaleQueryData & ContentImagesQueryData, FaqArticlePageContext>;

/** /news/faq/{slug}/: one question and its answer. */
function FaqArticleTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const { locale, alternates, article, related } = pageContext;
  return (
    <ContentImagesProvider data={data}>
      <DefaultLayout alternates={alternates}>
        <Box maxW="48rem" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
          <Breadcrumbs crumbs={faqArticleCrumbs(t, locale, article, uiLang)} />
          <Box as="article">
            <FaqArticleView article={article} />
          </Box>
          {related.length > 0 && (
            <chakra.section aria-labelledby="related-heading" mt="12">
              <chakra.h2 id="related-heading" fontSize="xl" fontWeight="bold" mb="4" lang={uiLang}>
                {t('faq.related')}
              </chakra.h2>
              <FaqQuestionList articles={related} />
            </chakra.section>
          )}
          <FaqMoreHelp />
          <BackLinkRow>
            <BackLink to={faqIndexPath(locale)} lang={uiLang}>
              {t('faq.backToFaq')}
            </BackLink>
          </BackLinkRow>
        </Box>
      </DefaultLayout>
    </ContentImagesProvider>
  );
}

export default FaqArticleTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, FaqArticlePageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const siteUrl = useSiteUrl();
  const { locale, article } = pageContext;
  const path = faqArticlePath(locale, article.slug);
  return (
    <SeoHead
      locale={locale}
      title={article.question}
      description={article.excerpt}
      path={path}
      alternates={pageContext.alternates}
      jsonLd={[
        faqPageJsonLd({
          siteUrl,
          path,
          locale,
          questions: [{ question: article.question, answerHtml: article.answer_html }],
        }),
        breadcrumbJsonLd(siteUrl, faqArticleCrumbs(t, locale, article)),
      ]}
    />
  );
}

export const query = graphql`
  query FaqArticleTemplate($language: String!, $images: [String]) {
    ...PageContentImages
    ...AllLocales
  }
`;
