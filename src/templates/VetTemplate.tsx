import { Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { ArticleBody } from '../features/content/ArticleBody';
import { PageArticle, PageBand } from '../features/content/PageBand';
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
      <PageBand bg="brand.subtle" title={page.title}>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mt="4">
          {t('pages.vetDescription')}
        </Text>
      </PageBand>
      <PageArticle>
        <ArticleBody html={page.body_html} />
        <PageCallToAction
          heading={t('pages.vetCta')}
          text={t('pages.vetCtaText')}
          label={t('nav.contact')}
          to={contact}
        />
      </PageArticle>
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
    ...AllLocales
  }
`;
