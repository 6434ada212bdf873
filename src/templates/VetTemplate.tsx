import { Box, chakra, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { ArticleBody } from '../features/content/ArticleBody';
import { PageCallToAction } from '../features/content/PageCallToAction';
import type { ContentPageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { VetLayout } from '../ui/layouts/VetLayout';
import { SeoHead } from '../features/seo/SeoHead';

type Props = PageProps<LocaleQueryData, ContentPageContext>;

/** /vet/: the landing for veterinary clinics, in the vet layout. */
function VetTemplate({ pageContext }: Props) {
  const { t } = useTranslation();
  const { locale, alternates, page } = pageContext;
  const contact = `${localePath(locale, '/contact/')}?topic=clinics`;
  return (
    <VetLayout alternates={alternates}>
      <Box bg="brand.subtle" borderBottomRadius="2xl">
        <Box
          maxW="48rem"
          mx="auto"
          px={{ base: '4', md: '6' }}
          pt={{ base: '8', md: '12' }}
          pb={{ base: '10', md: '14' }}
        >
          <chakra.h1 fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
            {page.title}
          </chakra.h1>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="4">
            {t('pages.vetDescription')}
          </Text>
        </Box>
      </Box>
      <Box
        as="article"
        maxW="48rem"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '8', md: '12' }}
      >
        <ArticleBody html={page.body_html} />
        <PageCallToAction
          heading={t('pages.vetCta')}
          text={t('pages.vetCtaText')}
          label={t('nav.contact')}
          to={contact}
        />
      </Box>
    </VetLayout>
  );
}

export default VetTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, ContentPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  const { locale, page } = pageContext;
  return (
    <SeoHead
      locale={locale}
      title={page.title}
      description={t('pages.vetDescription')}
      path={localePath(locale, '/vet/')}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query VetTemplate($language: String!) {
    locales: allLocale(filter: { language: { in: [$language, "en"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
