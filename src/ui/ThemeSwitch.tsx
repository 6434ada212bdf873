import { chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_MODE_PREFERENCES, parseColorModePreference } from './colorMode/colorMode';
import { useColorMode } from './colorMode/ColorModeProvider';
import { Icon } from './Icon';

/** Theme switch: a native select (system, light, dark), labelled and keyboard-friendly. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { preference, mode, setPreference } = useColorMode();
  const id = useId();
  return (
    <Flex align="center" gap="1.5" color="fg.muted">
      <Icon name={mode === 'dark' ? 'moon' : 'sun'} size={18} />
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('theme.label')}</label>
      </VisuallyHidden>
      <chakra.select
        id={id}
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
