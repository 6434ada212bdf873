import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { createDataLayerAnalytics } from '../../app/core/analytics';
import { useLocale } from '../../i18n/useLocale';
import { Icon } from '../../ui/Icon';
import { VIDEO_PLAYER_HOSTS } from '@contract/embedHosts';

/** The host of an iframe's src, when it is a video player (maps and other embeds are not). */
function videoHost(src: string | null | undefined): string | null {
  try {
    const host = src ? new URL(src).hostname : null;
    return host !== null && VIDEO_PLAYER_HOSTS.includes(host) ? host : null;
  } catch {
    return null;
  }
}

/** Articles that embed a video player (an iframe the sanitiser kept, on a video host). */
export function hasEmbeddedVideo(html: string): boolean {
  return [...html.matchAll(/<iframe\b[^>]*?\ssrc="([^"]*)"/gi)].some(
    ([, src]) => videoHost(src) !== null,
  );
}

/**
 * "Watch here" near the top of an article that embeds a video further down: it brings the
 * player into view and gives it focus (Enter or Space then plays it), and sends
 * `btn_click_watch_here`. The button is in the prebuilt page, so nothing moves when it loads.
 */
export function WatchHereButton({ articleSlug, bodyId }: { articleSlug: string; bodyId: string }) {
  const { t } = useTranslation();
  const { locale, uiLang } = useLocale();
  const watch = () => {
    const frames = document.getElementById(bodyId)?.querySelectorAll('iframe') ?? [];
    const frame = [...frames].find((f) => videoHost(f.src) !== null);
    const host = videoHost(frame?.src);
    createDataLayerAnalytics().track('btn_click_watch_here', {
      article_slug: articleSlug,
      video_host: host,
      video_title: frame?.title || null,
      language: locale,
    });
    if (!frame) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    frame.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
    frame.focus({ preventScroll: true });
  };
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
        onClick={watch}
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
