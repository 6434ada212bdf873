import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { useLocale } from '../../i18n/useLocale';
import { PageCallToAction } from './PageCallToAction';

/**
 * The FAQ pages' closing "Still need help?" box, leading to the contact form. Its texts are UI
 * strings: on a page of a locale without them they are English, and so is the contact form it
 * opens.
 */
export function FaqMoreHelp() {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  return (
    <Box lang={uiLang}>
      <PageCallToAction
        heading={t('faq.moreHelp')}
        text={t('faq.moreHelpText')}
        label={t('faq.contactUs')}
        to={localePath(uiLang ? 'en' : locale, '/contact/')}
      />
    </Box>
  );
}
