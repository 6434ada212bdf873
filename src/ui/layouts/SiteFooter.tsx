import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../AppLink';
import { Logo } from '../Logo';
import { footerLinkGroups } from './siteLinks';

/** Links to every public section and legal page, the medical disclaimer and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  const year = new Date().getFullYear();
  const groups = footerLinkGroups(locale, !uiLang);
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="16" lang={uiLang}>
      <Grid
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '10', md: '12' }}
        gap={{ base: '8', md: '10' }}
        templateColumns={{ base: '1fr', md: '1.4fr 2fr' }}
      >
        <Box maxW="prose">
          <Flex align="center" gap="2" fontWeight="bold" fontSize="lg" mb="3">
            <Logo size={28} />
            {t('site.name')}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('footer.disclaimer')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="3">
            {t('footer.copyright', { year })}
          </Text>
        </Box>
        <nav aria-label={t('nav.footer')}>
          <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap="6">
            {groups.map((group) => (
              <Box key={group.heading}>
                <chakra.h2 fontSize="sm" fontWeight="bold" mb="3" color="fg">
                  {t(group.heading)}
                </chakra.h2>
                <Flex as="ul" direction="column" gap="2" listStyleType="none">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <AppLink
                        to={link.to}
                        fontSize="sm"
                        color="fg.muted"
                        textDecoration="underline"
                        textUnderlineOffset="3px"
                        _hover={{ color: 'brand.fg' }}
                      >
                        {t(link.label)}
                      </AppLink>
                    </li>
                  ))}
                </Flex>
              </Box>
            ))}
          </Grid>
        </nav>
      </Grid>
    </Box>
  );
}
