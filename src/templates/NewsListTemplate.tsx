import { chakra, Flex, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  ContentImagesProvider,
  type ContentImagesQueryData,
} from '../features/images/ContentImages';
import { useTranslation } from 'react-i18next';
import { NewsCardGrid } from '../features/content/NewsCardGrid';
import { faqIndexPath, newsArchivePath, newsListPath } from '../features/content/newsPaths';
import type { NewsListPageContext } from '../features/content/pageContexts';
import { Pagination } from '../features/content/Pagination';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { useLocale } from '../i18n/useLocale';
import { ForwardLink } from '../ui/ForwardLink';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';
import { PageContainer } from '../ui/PageContainer';

type Props = PageProps<LocaleQueryData & ContentImagesQueryData, NewsListPageContext>;

function NewsListTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const { locale, alternates, posts, page, pageCount, total } = pageContext;
  return (
    <ContentImagesProvider data={data}>
      <DefaultLayout alternates={alternates}>
        <PageContainer py={{ base: '10', md: '14' }}>
          <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" mb="2" lang={uiLang}>
            {page > 1 ? t('news.pageTitle', { page }) : t('news.title')}
          </chakra.h1>
          <Text color="fg.muted" fontSize="lg" mb="4" lang={uiLang}>
            {t('news.description')}
          </Text>
          <Flex
            as="ul"
            listStyleType="none"
            gap="5"
            wrap="wrap"
            mb={{ base: '8', md: '10' }}
            lang={uiLang}
          >
            {[
              { to: faqIndexPath(locale), label: t('faq.title') },
              ...(total > 0
                ? [{ to: newsArchivePath(locale), label: t('news.browseArchive') }]
                : []),
            ].map((link) => (
              <li key={link.to}>
                <ForwardLink to={link.to} iconSize={16}>
                  {link.label}
                </ForwardLink>
              </li>
            ))}
          </Flex>
          {posts.length > 0 ? (
            <NewsCardGrid posts={posts} />
          ) : (
            <Text lang={uiLang}>{t('news.empty')}</Text>
          )}
          <Pagination locale={locale} page={page} pageCount={pageCount} lang={uiLang} />
        </PageContainer>
      </DefaultLayout>
    </ContentImagesProvider>
  );
}

export default NewsListTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, NewsListPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const { page } = pageContext;
  return (
    <SeoHead
      locale={pageContext.locale}
      title={page > 1 ? t('news.pageTitle', { page }) : t('news.title')}
      description={t('news.description')}
      path={newsListPath(pageContext.locale, page)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query NewsListTemplate($language: String!, $images: [String]) {
    ...PageContentImages
    ...CommonLocales
  }
`;
