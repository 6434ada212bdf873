import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  ContentImagesProvider,
  type ContentImagesQueryData,
} from '../features/images/ContentImages';
import { useTranslation } from 'react-i18next';
import { CareItemCard } from '../features/care/CareItemCard';
import { byKindOrder } from '../features/care/careKinds';
import { CareKindBadge } from '../features/care/CareKindBadge';
import type { CityPageContext } from '../features/care/carePageContexts';
import { cityPath } from '../features/care/carePaths';
import { cityCrumbs } from '../features/care/careCrumbs';
import { breadcrumbJsonLd } from '../features/seo/jsonLd';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Icon } from '../ui/Icon';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead, useSiteUrl } from '../features/seo/SeoHead';
import { CardGrid } from '../ui/CardGrid';
import { PageContainer } from '../ui/PageContainer';

type Props = PageProps<LocaleQueryData & ContentImagesQueryData, CityPageContext>;

/** /care/{city}/: the city's pet-care places, emergency care first (the plan sorts them). */
function CityTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation();
  const { locale, alternates, city } = pageContext;
  const items = city.care_items;
  const kinds = [...new Set(items.map((i) => i.kind))].sort(byKindOrder);
  return (
    <ContentImagesProvider data={data}>
      <DefaultLayout alternates={alternates}>
        <Box bg="bg.accent" borderBottomRadius="2xl">
          <PageContainer pt="6" pb={{ base: '10', md: '12' }}>
            <Breadcrumbs crumbs={cityCrumbs(t, locale, city)} />
            <Flex align="center" gap="2" color="fg.muted" mb="2">
              <Icon name="map-pin" size={18} />
              <span>
                {city.region}, {city.country}
              </span>
            </Flex>
            <chakra.h1 fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
              {t('care.cityTitle', { city: city.name })}
            </chakra.h1>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mt="4" maxW="70ch">
              {city.intro}
            </Text>
            {kinds.length > 0 && (
              <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mt="6">
                {kinds.map((kind) => (
                  <li key={kind}>
                    <CareKindBadge kind={kind} />
                  </li>
                ))}
              </Flex>
            )}
          </PageContainer>
        </Box>
        <PageContainer as="section" aria-labelledby="places-heading" pt={{ base: '10', md: '12' }}>
          <chakra.h2
            id="places-heading"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="bold"
            mb="5"
          >
            {t('care.placesHeading', { city: city.name })}
          </chakra.h2>
          {items.length === 0 ? (
            <Text>{t('care.empty')}</Text>
          ) : (
            <CardGrid columns={{ sm: 2, lg: 3 }}>
              {items.map((item) => (
                <li key={item.slug}>
                  <CareItemCard item={item} locale={locale} citySlug={city.slug} />
                </li>
              ))}
            </CardGrid>
          )}
        </PageContainer>
      </DefaultLayout>
    </ContentImagesProvider>
  );
}

export default CityTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, CityPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const siteUrl = useSiteUrl();
  const { locale, city } = pageContext;
  const title = t('care.cityTitle', { city: city.name });
  return (
    <SeoHead
      locale={locale}
      title={title}
      description={t('care.cityDescription', { city: city.name, country: city.country })}
      path={cityPath(locale, city.slug)}
      alternates={pageContext.alternates}
      jsonLd={[breadcrumbJsonLd(siteUrl, cityCrumbs(t, locale, city))]}
    />
  );
}

export const query = graphql`
  query CityTemplate($language: String!, $images: [String]) {
    ...PageContentImages
    ...AllLocales
  }
`;
