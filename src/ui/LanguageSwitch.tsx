import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localeInfo, type Locale } from '@contract/locales';
import { systemAlternates, type LocaleAlternate } from '../i18n/alternates';
import { useLocale } from '../i18n/useLocale';
import { AppLink } from './AppLink';
import { Icon } from './Icon';

/**
 * Links to this page in the system locales (en, jp) where it exists. Each name is written in its
 * own language and marked with lang, so screen readers pronounce it right.
 */
export function LanguageSwitch({
  alternates,
  onSelect,
}: {
  alternates: readonly LocaleAlternate[];
  /** Called with the locale a visitor picks, before the page changes. */
  onSelect?: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  const links = systemAlternates(alternates);
  if (links.length < 2 && links.every((l) => l.locale === locale)) return null;
  return (
    <chakra.nav aria-label={t('language.label')} lang={uiLang}>
      <Flex as="ul" listStyleType="none" align="center" gap="1" color="fg.muted">
        <chakra.li display="flex" aria-hidden="true">
          <Icon name="globe" size={18} />
        </chakra.li>
        {links.map(({ locale: code, path }) => {
          const info = localeInfo(code);
          const current = code === locale;
          return (
            <li key={code}>
              <AppLink
                to={path}
                lang={info.bcp47}
                hrefLang={info.bcp47}
                aria-current={current ? 'page' : undefined}
                onClick={onSelect && !current ? () => onSelect(code) : undefined}
                display="inline-block"
                px="2"
                py="1"
                fontSize="sm"
                borderRadius="md"
                color={current ? 'fg' : 'brand.fg'}
                fontWeight={current ? 'semibold' : 'medium'}
                textDecoration={current ? 'none' : 'underline'}
                textUnderlineOffset="3px"
                _hover={{ bg: 'bg.subtle' }}
              >
                {info.nativeName}
              </AppLink>
            </li>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
