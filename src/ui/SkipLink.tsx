import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: lets keyboard users jump past the header. */
export function SkipLink({ lang }: { lang?: string }) {
  const { t } = useTranslation();
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      lang={lang}
      position="absolute"
      insetStart="4"
      top="-20"
      zIndex="10"
      px="4"
      py="2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      borderRadius="md"
      _focus={{ top: '4' }}
    >
      {t('nav.skipToContent')}
    </chakra.a>
  );
}
