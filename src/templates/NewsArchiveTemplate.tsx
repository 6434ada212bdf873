import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { newsArchivePath, newsArticlePath } from '../features/content/newsPaths';
import { formatPublishedDate } from '../features/content/newsFormat';
import type { NewsArchiveEntry, NewsArchivePageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { useLocale } from '../i18n/useLocale';
import { AppLink } from '../ui/AppLink';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';

type Props = PageProps<LocaleQueryData, NewsArchivePageContext>;

/** Posts by UTC year of publication, newest year first (posts arrive newest first). */
function byYear(posts: readonly NewsArchiveEntry[]): [number, NewsArchiveEntry[]][] {
  const years = new Map<number, NewsArchiveEntry[]>();
  for (const post of posts) {
    const year = new Date(post.published_at).getUTCFullYear();
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()].sort(([a], [b]) => b - a);
}

/**
 * /news/post/: the archive — every post of the locale as a compact list by year, where /news/
 * shows the newest as cards, page by page.
 */
function NewsArchiveTemplate({ pageContext }: Props) {
  const { t } = useTranslation();
  const { uiLang, bcp47 } = useLocale();
  const { alternates, posts } = pageContext;
  return (
    <DefaultLayout alternates={alternates}>
      <Box maxW="48rem" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" mb="2" lang={uiLang}>
          {t('newsArchive.title')}
        </chakra.h1>
        <Text color="fg.muted" fontSize="lg" mb={{ base: '8', md: '10' }} lang={uiLang}>
          {t('newsArchive.description')} {t('newsArchive.count', { count: posts.length })}
        </Text>
        <Flex direction="column" gap="10">
          {byYear(posts).map(([year, entries]) => (
            <chakra.section key={year} aria-labelledby={`year-${year}`}>
              <chakra.h2 id={`year-${year}`} fontSize="2xl" fontWeight="bold" mb="3" lang={uiLang}>
                {t('newsArchive.yearHeading', { year })}
              </chakra.h2>
              <chakra.ul listStyleType="none" borderTopWidth="1px" borderColor="border">
                {entries.map((post) => (
                  <Flex
                    as="li"
                    key={post.slug}
                    direction={{ base: 'column', sm: 'row' }}
                    gap={{ base: '1', sm: '4' }}
                    py="3"
                    borderBottomWidth="1px"
                    borderColor="border"
                  >
                    <chakra.time
                      dateTime={post.published_at}
                      flexShrink="0"
                      w={{ sm: '10rem' }}
                      fontSize="sm"
                      color="fg.muted"
                      pt={{ sm: '0.5' }}
                    >
                      {formatPublishedDate(post.published_at, bcp47)}
                    </chakra.time>
                    <div>
                      <AppLink
                        to={newsArticlePath(post.locale, post.slug)}
                        fontWeight="semibold"
                        color="fg"
                        textDecoration="underline"
                        textDecorationColor="border"
                        textUnderlineOffset="3px"
                        _hover={{ color: 'brand.fg', textDecorationColor: 'currentColor' }}
                      >
                        {post.title}
                      </AppLink>
                      <Text fontSize="sm" color="fg.accent">
                        {post.category}
                      </Text>
                    </div>
                  </Flex>
                ))}
              </chakra.ul>
            </chakra.section>
          ))}
        </Flex>
      </Box>
    </DefaultLayout>
  );
}

export default NewsArchiveTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, NewsArchivePageContext>) {
  const t = headTranslator(data, pageContext.locale);
  return (
    <SeoHead
      locale={pageContext.locale}
      title={t('newsArchive.title')}
      description={t('newsArchive.description')}
      path={newsArchivePath(pageContext.locale)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query NewsArchiveTemplate($language: String!) {
    ...AllLocales
  }
`;
