import { chakra, Flex } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  ContentImagesProvider,
  type ContentImagesQueryData,
} from '../features/images/ContentImages';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, localePath, SYSTEM_LOCALES } from '@contract/locales';
import { GUEST_ADD_PET_PATH, SYMPTOM_CHECKER_PATH } from '../app/core/appPaths';
import { useSessionCookieHint } from '../app/siteAccount/sessionCookie';
import { HomeFeatures } from '../features/content/HomeFeatures';
import { HomeHero } from '../features/content/HomeHero';
import { NewsCardGrid } from '../features/content/NewsCardGrid';
import { newsListPath } from '../features/content/newsPaths';
import type { HomePageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { ForwardLink } from '../ui/ForwardLink';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { homeJsonLd } from '../features/seo/jsonLd';
import { SeoHead, useSiteUrl } from '../features/seo/SeoHead';

type Props = PageProps<LocaleQueryData & ContentImagesQueryData, HomePageContext>;

/** One full row of cards on wide screens; the rest is a click away on the news page. */
const HOME_NEWS_COUNT = 3;

function HomeTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation();
  const { home, locale, alternates } = pageContext;
  // The app's pages exist in the system locales only.
  const appLocale = SYSTEM_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE;
  // Signed in: the symptom checker itself; a guest starts by describing the pet.
  const signedIn = useSessionCookieHint();
  const ctaTo = localePath(appLocale, signedIn ? SYMPTOM_CHECKER_PATH : GUEST_ADD_PET_PATH);
  return (
    <ContentImagesProvider data={data}>
      <DefaultLayout alternates={alternates} lightMenu>
        <HomeHero hero={home.hero} ctaTo={ctaTo} />
        <Flex
          direction="column"
          gap={{ base: '14', md: '20' }}
          maxW="content"
          mx="auto"
          px={{ base: '4', md: '6' }}
          pt={{ base: '12', md: '16' }}
        >
          <HomeFeatures
            heading={t('home.featuresHeading')}
            features={home.features}
            appLocale={appLocale}
          />
          {home.latest_news.length > 0 && (
            <chakra.section aria-labelledby="latest-news-heading">
              <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="6">
                <chakra.h2
                  id="latest-news-heading"
                  fontSize={{ base: '2xl', md: '3xl' }}
                  fontWeight="bold"
                >
                  {t('home.latestNews')}
                </chakra.h2>
                <ForwardLink to={newsListPath(locale)}>{t('home.allNews')}</ForwardLink>
              </Flex>
              <NewsCardGrid posts={home.latest_news.slice(0, HOME_NEWS_COUNT)} headingLevel="h3" />
            </chakra.section>
          )}
        </Flex>
      </DefaultLayout>
    </ContentImagesProvider>
  );
}

export default HomeTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, HomePageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const siteUrl = useSiteUrl();
  const { locale } = pageContext;
  const description = pageContext.home.hero.subtitle || t('site.description');
  return (
    <SeoHead
      locale={locale}
      title={t('home.title')}
      description={description}
      path={localePath(locale, '/')}
      alternates={pageContext.alternates}
      jsonLd={homeJsonLd(siteUrl, locale, description)}
    />
  );
}

export const query = graphql`
  query HomeTemplate($language: String!, $images: [String]) {
    ...PageContentImages
    ...CommonLocales
  }
`;
