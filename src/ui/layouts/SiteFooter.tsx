import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../AppLink';

/** Links only to pages that exist today: home and news (legal pages come later). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  const year = new Date().getFullYear();
  const linkStyle = {
    color: 'fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'brand.fg' },
  } as const;
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="16" lang={uiLang}>
      <Flex
        maxW="content"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="8"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Box maxW="prose">
          <Text fontSize="sm" color="fg.muted">
            {t('footer.disclaimer')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('footer.copyright', { year })}
          </Text>
        </Box>
        <nav aria-label={t('nav.footer')}>
          <Flex as="ul" listStyleType="none" gap="4">
            <li>
              <AppLink to={localePath(uiLang ? 'en' : locale, '/')} {...linkStyle}>
                {t('nav.home')}
              </AppLink>
            </li>
            <li>
              <AppLink to={localePath(locale, '/news/')} {...linkStyle}>
                {t('nav.news')}
              </AppLink>
            </li>
          </Flex>
        </nav>
      </Flex>
    </Box>
  );
}
