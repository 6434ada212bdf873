import { Box, chakra, Text } from '@chakra-ui/react';
import { graphql, navigate, type HeadProps, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { newsArchivePath } from '../features/content/newsPaths';
import { newsPostAliasTarget } from '../features/content/newsPostAlias';
import type { NewsPostAliasPageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { useLocale } from '../i18n/useLocale';
import { AppLink } from '../ui/AppLink';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';
import { TEXT_LINK_LOOK } from '../ui/textLinkLook';

type Props = PageProps<LocaleQueryData, NewsPostAliasPageContext>;

/**
 * /news/post/{slug}/ (client-only): an older address of /news/{slug}/. The article lives at one
 * address only, so search engines never see it twice; this page sends visitors there at once.
 */
function NewsPostAliasTemplate({ pageContext, location }: Props) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const { locale, slugs } = pageContext;
  useEffect(() => {
    const target = newsPostAliasTarget(
      location.pathname,
      location.search,
      location.hash,
      locale,
      slugs,
    );
    if (target) void navigate(target, { replace: true });
  }, [location.pathname, location.search, location.hash, locale, slugs]);
  return (
    <DefaultLayout>
      <Box
        maxW="48rem"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '10', md: '14' }}
        lang={uiLang}
      >
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="3">
          {t('newsArchive.redirecting')}
        </chakra.h1>
        <Text>
          <AppLink to={newsArchivePath(locale)} {...TEXT_LINK_LOOK}>
            {t('newsArchive.title')}
          </AppLink>
        </Text>
      </Box>
    </DefaultLayout>
  );
}

export default NewsPostAliasTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, NewsPostAliasPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  return <SeoHead locale={pageContext.locale} title={t('newsArchive.redirecting')} noIndex />;
}

export const query = graphql`
  query NewsPostAliasTemplate($language: String!) {
    ...AllLocales
  }
`;
