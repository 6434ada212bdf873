import { Box, Text } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { useColorMode } from '../../ui/colorMode/ColorModeProvider';
import { Icon } from '../../ui/Icon';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { ThemeSwitch } from '../../ui/ThemeSwitch';
import { appAlternates } from '../core/appAlternates';
import { DisclosurePanelBox } from '../../ui/DisclosurePanelBox';
import { useDisclosurePanel } from '../../ui/useDisclosurePanel';
import { DisclosureTrigger } from '../../ui/DisclosureTrigger';

/**
 * Language and theme, in a disclosure at the end of the sidebar. The language links open this
 * same page (query and hash kept) in the other locale and remember the choice in the locale
 * cookie; the theme is system, light or dark (a page may force light or dark, which is said).
 */
export function PreferencesMenu({ variant = 'header' }: { variant?: 'header' | 'rail' }) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const location = useLocation();
  const { forced } = useColorMode();
  const disclosure = useDisclosurePanel();
  const { open, panelId, root } = disclosure;
  const rail = variant === 'rail';

  const alternates = appAlternates(
    location.pathname,
    `${location.search ?? ''}${location.hash ?? ''}`,
  );
  return (
    <Box position="relative" ref={root}>
      <DisclosureTrigger
        disclosure={disclosure}
        aria-label={t('shell.preferences.menu')}
        title={t('shell.preferences.menu')}
        justifyContent="center"
        minW="10"
      >
        <Icon name="globe" size={18} />
      </DisclosureTrigger>
      <DisclosurePanelBox
        id={panelId}
        open={open}
        rail={rail}
        w="17rem"
        p="3"
        display={open ? 'flex' : undefined}
        flexDirection="column"
        gap="3"
      >
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('shell.preferences.language')}
          </Text>
          <LanguageSwitch alternates={alternates} onSelect={(locale) => stores.setLocale(locale)} />
        </Box>
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('shell.preferences.theme')}
          </Text>
          <ThemeSwitch />
          {forced && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t(
                forced === 'dark'
                  ? 'shell.preferences.forcedDark'
                  : 'shell.preferences.forcedLight',
              )}
            </Text>
          )}
        </Box>
      </DisclosurePanelBox>
    </Box>
  );
}
