import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Icon } from '../../ui/Icon';
import { watchHere, WATCH_HERE_ATTRIBUTE } from './watchHere';

/**
 * "Watch here" near the top of an article that embeds a video further down: it brings the
 * player into view and gives it focus (Enter or Space then plays it), and sends
 * `btn_click_watch_here`. The button is in the prebuilt page, so nothing moves when it loads.
 */
export function WatchHereButton({ articleSlug, bodyId }: { articleSlug: string; bodyId: string }) {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  return (
    <Flex
      align="center"
      gap="3"
      wrap="wrap"
      bg="brand.subtle"
      borderRadius="lg"
      px="4"
      py="3"
      mb="8"
      lang={uiLang}
    >
      <Text>{t('articleVideo.has')}</Text>
      <chakra.button
        type="button"
        onClick={() => watchHere({ articleSlug, bodyId, locale })}
        {...{ [WATCH_HERE_ATTRIBUTE]: '' }}
        data-article-slug={articleSlug}
        data-body-id={bodyId}
        data-locale={locale}
        display="inline-flex"
        alignItems="center"
        gap="2"
        px="4"
        py="2"
        minH="10"
        borderRadius="full"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="semibold"
        cursor="pointer"
        _hover={{ bg: 'brand.solidHover' }}
      >
        <Icon name="play-circle" size={18} />
        {t('articleVideo.watchHere')}
      </chakra.button>
    </Flex>
  );
}
