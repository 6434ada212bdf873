import { Box, chakra, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { CareLandingPageContext } from '../features/care/carePageContexts';
import { careLandingPath } from '../features/care/carePaths';
import { careCrumbs } from '../features/care/careCrumbs';
import { CityCardGrid } from '../features/care/CityCardGrid';
import { breadcrumbJsonLd } from '../features/seo/jsonLd';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead, useSiteUrl } from '../features/seo/SeoHead';
import { PageContainer } from '../ui/PageContainer';

type Props = PageProps<LocaleQueryData, CareLandingPageContext>;

/** /care/: the cities PetCare lists pet-care places for. */
function CareLandingTemplate({ pageContext }: Props) {
  const { t } = useTranslation();
  const { locale, alternates, cities } = pageContext;
  return (
    <DefaultLayout alternates={alternates}>
      <Box bg="bg.accent" borderBottomRadius="2xl">
        <PageContainer pt="6" pb={{ base: '10', md: '14' }}>
          <Breadcrumbs crumbs={careCrumbs(t, locale)} />
          <chakra.h1
            fontSize={{ base: '3xl', md: '5xl' }}
            fontWeight="bold"
            lineHeight="short"
            maxW="24ch"
          >
            {t('care.title')}
          </chakra.h1>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="4" maxW="60ch">
            {t('care.intro')}
          </Text>
        </PageContainer>
      </Box>
      <PageContainer pt={{ base: '10', md: '14' }}>
        <chakra.h2 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="6">
          {t('care.citiesHeading')}
        </chakra.h2>
        <CityCardGrid cities={cities} locale={locale} />
      </PageContainer>
    </DefaultLayout>
  );
}

export default CareLandingTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, CareLandingPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const siteUrl = useSiteUrl();
  const { locale } = pageContext;
  return (
    <SeoHead
      locale={locale}
      title={t('care.title')}
      description={t('care.description')}
      path={careLandingPath(locale)}
      alternates={pageContext.alternates}
      jsonLd={[breadcrumbJsonLd(siteUrl, careCrumbs(t, locale))]}
    />
  );
}

export const query = graphql`
  query CareLandingTemplate($language: String!) {
    ...AllLocales
  }
`;
