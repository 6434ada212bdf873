import { Box } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  ContentImagesProvider,
  type ContentImagesQueryData,
} from '../features/images/ContentImages';
import { useTranslation } from 'react-i18next';
import { SignUpBanner } from '../features/banners/SignUpBanner';
import { NewsArticleView } from '../features/content/NewsArticleView';
import { newsArticlePath, newsListPath } from '../features/content/newsPaths';
import { breadcrumbJsonLd, newsArticleJsonLd } from '../features/seo/jsonLd';
import { socialImageForCover } from '../features/seo/socialImage';
import type { NewsArticlePageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { useLocale } from '../i18n/useLocale';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead, useSiteUrl } from '../features/seo/SeoHead';
import { BackLink } from '../ui/BackLink';
import { BackLinkRow } from '../ui/BackLinkRow';

type Props = PageProps<LocaleQueryData & ContentImagesQueryData, NewsArticlePageContext>;

function NewsArticleTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const { locale, alternates, post } = pageContext;
  const backLink = (
    <BackLink to={newsListPath(locale)} lang={uiLang}>
      {t('news.backToNews')}
    </BackLink>
  );
  return (
    <ContentImagesProvider data={data}>
      <DefaultLayout alternates={alternates}>
        <Box
          as="article"
          maxW="48rem"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py={{ base: '8', md: '12' }}
        >
          <Box mb="6">{backLink}</Box>
          <NewsArticleView post={post} articleSlug={post.slug}>
            <SignUpBanner articleSlug={post.slug} />
          </NewsArticleView>
          <BackLinkRow mt="12">{backLink}</BackLinkRow>
        </Box>
      </DefaultLayout>
    </ContentImagesProvider>
  );
}

export default NewsArticleTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, NewsArticlePageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const siteUrl = useSiteUrl();
  const { locale, post } = pageContext;
  const path = newsArticlePath(locale, post.slug);
  const image = socialImageForCover(post.cover_image, post.title);
  return (
    <SeoHead
      locale={locale}
      title={post.title}
      description={post.excerpt}
      path={path}
      alternates={pageContext.alternates}
      ogType="article"
      image={image}
      article={{
        publishedAt: post.published_at,
        modifiedAt: post.updated_at,
        section: post.category,
      }}
      jsonLd={[
        newsArticleJsonLd({
          siteUrl,
          path,
          locale,
          title: post.title,
          description: post.excerpt,
          category: post.category,
          publishedAt: post.published_at,
          modifiedAt: post.updated_at,
          imagePath: image.path,
        }),
        breadcrumbJsonLd(siteUrl, [
          { name: t('news.title'), path: newsListPath(locale) },
          { name: post.title, path },
        ]),
      ]}
    />
  );
}

export const query = graphql`
  query NewsArticleTemplate($language: String!, $images: [String]) {
    ...PageContentImages
    ...CommonLocales
  }
`;
