import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { FaqQuestionList, groupByCategory } from '../features/content/FaqQuestionList';
import { faqIndexPath } from '../features/content/newsPaths';
import { CategoryLabel } from '../features/content/CategoryLabel';
import { FaqMoreHelp } from '../features/content/FaqMoreHelp';
import type { FaqIndexPageContext } from '../features/content/pageContexts';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { useLocale } from '../i18n/useLocale';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';

type Props = PageProps<LocaleQueryData, FaqIndexPageContext>;

/** /news/faq/: every question of the locale, by category. */
function FaqIndexTemplate({ pageContext }: Props) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const { alternates, articles } = pageContext;
  const groups = groupByCategory(articles);
  return (
    <DefaultLayout alternates={alternates}>
      <Box maxW="48rem" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" mb="2" lang={uiLang}>
          {t('faq.title')}
        </chakra.h1>
        <Text color="fg.muted" fontSize="lg" mb={{ base: '8', md: '10' }} lang={uiLang}>
          {t('faq.description')}
        </Text>
        {groups.length === 0 && <Text lang={uiLang}>{t('faq.empty')}</Text>}
        <Flex direction="column" gap={{ base: '8', md: '10' }}>
          {groups.map(([category, items], index) => (
            <chakra.section key={category} aria-labelledby={`faq-category-${index}`}>
              <CategoryLabel as="h2" id={`faq-category-${index}`} mb="3">
                {category}
              </CategoryLabel>
              <FaqQuestionList articles={items} />
            </chakra.section>
          ))}
        </Flex>
        <FaqMoreHelp />
      </Box>
    </DefaultLayout>
  );
}

export default FaqIndexTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, FaqIndexPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  return (
    <SeoHead
      locale={pageContext.locale}
      title={t('faq.title')}
      description={t('faq.description')}
      path={faqIndexPath(pageContext.locale)}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query FaqIndexTemplate($language: String!) {
    ...AllLocales
  }
`;
