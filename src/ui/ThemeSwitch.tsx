import { chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_MODE_PREFERENCES,
  parseColorModePreference,
  THEME_SWITCH_ATTRIBUTE,
} from './colorMode/colorMode';
import { useColorMode } from './colorMode/ColorModeProvider';
import { Icon } from './Icon';

/**
 * Theme switch: a native select (system, light, dark), labelled and keyboard-friendly. The sun or
 * moon follows the mode shown through CSS (Chakra's light/dark conditions on the root's class),
 * so it is right at first paint and on pages without a runtime (src/app/islands).
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { preference, setPreference } = useColorMode();
  const id = useId();
  return (
    <Flex align="center" gap="1.5" color="fg.muted">
      <chakra.span display="flex" _dark={{ display: 'none' }}>
        <Icon name="sun" size={18} />
      </chakra.span>
      <chakra.span display="none" _dark={{ display: 'flex' }}>
        <Icon name="moon" size={18} />
      </chakra.span>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('theme.label')}</label>
      </VisuallyHidden>
      <chakra.select
        id={id}
        {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}
        value={preference}
        onChange={(event) => setPreference(parseColorModePreference(event.target.value))}
        bg="bg.surface"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        fontSize="sm"
        px="2"
        py="1.5"
        cursor="pointer"
      >
        {COLOR_MODE_PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {t(`theme.${value}`)}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}
