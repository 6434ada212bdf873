import { chakra, Flex } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { useTranslation } from 'react-i18next';
import { localeFromPath } from '../../i18n/localeFromPath';
import { localePath } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { Icon, type IconName } from '../../ui/Icon';
import type { AppKey } from '../../i18n/appKeys';

const ITEMS: readonly { path: string; label: AppKey; icon: IconName }[] = [
  { path: '/settings/personal-info/', label: 'settings.personalInfo.title', icon: 'user' },
  { path: '/settings/preferences/', label: 'settings.preferences.title', icon: 'settings' },
];

/** The settings pages; the current one is marked with aria-current. */
export function SettingsNav() {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const current = localeFromPath(useLocation().pathname).path.replace(/\/?$/, '/');
  return (
    <chakra.nav aria-label={t('settings.nav')} w={{ base: 'full', md: '15rem' }} flexShrink={0}>
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap="1"
        wrap="wrap"
      >
        {ITEMS.map((item) => {
          const active = current === item.path;
          return (
            <li key={item.path}>
              <AppLink
                to={localePath(locale, item.path)}
                aria-current={active ? 'page' : undefined}
                display="flex"
                alignItems="center"
                gap="2.5"
                px="3"
                py="2.5"
                borderRadius="md"
                fontWeight={active ? 'semibold' : 'medium'}
                bg={active ? 'brand.subtle' : 'transparent'}
                color={active ? 'brand.fg' : 'fg'}
                _hover={{ bg: active ? 'brand.subtle' : 'bg.subtle' }}
              >
                <Icon name={item.icon} size={18} />
                {t(item.label)}
              </AppLink>
            </li>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
