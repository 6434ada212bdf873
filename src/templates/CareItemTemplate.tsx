import { chakra } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  ContentImagesProvider,
  type ContentImagesQueryData,
} from '../features/images/ContentImages';
import { useTranslation } from 'react-i18next';
import { CareItemCard } from '../features/care/CareItemCard';
import { CareItemView } from '../features/care/CareItemView';
import type { CareItemPageContext } from '../features/care/carePageContexts';
import { careItemPath, cityPath } from '../features/care/carePaths';
import { careItemCrumbs } from '../features/care/careCrumbs';
import { breadcrumbJsonLd, careItemJsonLd } from '../features/seo/jsonLd';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead, useSiteUrl } from '../features/seo/SeoHead';
import { PageContainer } from '../ui/PageContainer';
import { CardGrid } from '../ui/CardGrid';
import { BackLink } from '../ui/BackLink';
import { BackLinkRow } from '../ui/BackLinkRow';

type Props = PageProps<LocaleQueryData & ContentImagesQueryData, CareItemPageContext>;

/** /care/{city}/{slug}/: one vet, groomer, walker… with how to reach them. */
function CareItemTemplate({ data, pageContext }: Props) {
  const { t } = useTranslation();
  const { locale, alternates, city, item, nearby } = pageContext;
  return (
    <ContentImagesProvider data={data}>
      <DefaultLayout alternates={alternates}>
        <PageContainer py={{ base: '6', md: '8' }}>
          <Breadcrumbs crumbs={careItemCrumbs(t, locale, city, item)} />
          <CareItemView item={item} />
          {nearby.length > 0 && (
            <chakra.section aria-labelledby="nearby-heading" mt={{ base: '12', md: '16' }}>
              <chakra.h2
                id="nearby-heading"
                fontSize={{ base: 'xl', md: '2xl' }}
                fontWeight="bold"
                mb="5"
              >
                {t('care.nearby', { city: city.name })}
              </chakra.h2>
              <CardGrid columns={{ sm: 2, lg: 3 }}>
                {nearby.map((other) => (
                  <li key={other.slug}>
                    <CareItemCard item={other} locale={locale} citySlug={city.slug} />
                  </li>
                ))}
              </CardGrid>
            </chakra.section>
          )}
          <BackLinkRow>
            <BackLink to={cityPath(locale, city.slug)}>
              {t('care.backToCity', { city: city.name })}
            </BackLink>
          </BackLinkRow>
        </PageContainer>
      </DefaultLayout>
    </ContentImagesProvider>
  );
}

export default CareItemTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, CareItemPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const siteUrl = useSiteUrl();
  const { locale, city, item } = pageContext;
  const path = careItemPath(locale, city.slug, item.slug);
  return (
    <SeoHead
      locale={locale}
      title={`${item.name} · ${city.name}`}
      description={item.summary}
      path={path}
      alternates={pageContext.alternates}
      jsonLd={[
        careItemJsonLd({
          siteUrl,
          path,
          locale,
          place: { ...item, kindLabel: t(`care.kinds.${item.kind}`), city },
        }),
        breadcrumbJsonLd(siteUrl, careItemCrumbs(t, locale, city, item)),
      ]}
    />
  );
}

export const query = graphql`
  query CareItemTemplate($language: String!, $images: [String]) {
    ...PageContentImages
    ...AllLocales
  }
`;
