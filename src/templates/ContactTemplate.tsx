import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { ContactForm } from '../features/contact/ContactForm';
import type { ContactPageContext } from '../features/content/pageContexts';
import { faqIndexPath } from '../features/content/newsPaths';
import { headTranslator, type LocaleQueryData } from '../i18n/localeQuery';
import { AppLink } from '../ui/AppLink';
import { Icon } from '../ui/Icon';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { SeoHead } from '../features/seo/SeoHead';
import { TEXT_LINK_LOOK } from '../ui/textLinkLook';

type Props = PageProps<LocaleQueryData, ContactPageContext>;

/** /contact/: a message to PetCare support, answered by e-mail. */
function ContactTemplate({ pageContext }: Props) {
  const { t } = useTranslation();
  const { locale, alternates } = pageContext;
  return (
    <DefaultLayout alternates={alternates}>
      <Grid
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '10', md: '14' }}
        gap={{ base: '8', lg: '14' }}
        templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }}
        alignItems="start"
      >
        <Flex direction="column" gap="5">
          <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
            {t('contact.title')}
          </chakra.h1>
          <Text fontSize="lg" color="fg.muted">
            {t('contact.intro')}
          </Text>
          <Flex
            gap="3"
            p="4"
            borderRadius="lg"
            bg="bg.accent"
            borderInlineStartWidth="4px"
            borderColor="fg.accent"
          >
            <chakra.span color="fg.accent" display="inline-flex" mt="0.5">
              <Icon name="alert" size={20} />
            </chakra.span>
            <Text fontSize="sm">{t('contact.emergency')}</Text>
          </Flex>
          <Text fontSize="sm">
            <AppLink to={faqIndexPath(locale)} {...TEXT_LINK_LOOK}>
              {t('faq.title')}
            </AppLink>
            {' · '}
            <AppLink to={localePath(locale, '/care/')} {...TEXT_LINK_LOOK}>
              {t('nav.care')}
            </AppLink>
          </Text>
        </Flex>
        <Box
          p={{ base: '5', md: '8' }}
          bg="bg.surface"
          borderWidth="1px"
          borderColor="border"
          borderRadius="2xl"
          boxShadow="card"
        >
          <ContactForm locale={locale} />
        </Box>
      </Grid>
    </DefaultLayout>
  );
}

export default ContactTemplate;

export function Head({ data, pageContext }: HeadProps<LocaleQueryData, ContactPageContext>) {
  const t = headTranslator(data, pageContext.locale);
  return (
    <SeoHead
      locale={pageContext.locale}
      title={t('contact.title')}
      description={t('contact.description')}
      path={localePath(pageContext.locale, '/contact/')}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query ContactTemplate($language: String!) {
    ...AllLocales
  }
`;
