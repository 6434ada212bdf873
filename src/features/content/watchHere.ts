import { createDataLayerAnalytics } from '../../app/core/analytics';
import type { Locale } from '@contract/locales';
import { VIDEO_PLAYER_HOSTS } from '@contract/embedHosts';

/** Marks the "Watch here" button in the prebuilt HTML, for a page's island script. */
export const WATCH_HERE_ATTRIBUTE = 'data-watch-here';

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

export interface WatchHereTarget {
  articleSlug: string;
  /** The id of the element holding the article's body. */
  bodyId: string;
  locale: Locale;
}

/**
 * Brings the article's first video player into view and gives it focus (Enter or Space then
 * plays it), and sends `btn_click_watch_here`. Shared by the React button and the island.
 */
export function watchHere({ articleSlug, bodyId, locale }: WatchHereTarget): void {
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
}

/** The button of a page without a runtime (src/app/islands): its target is in its data. */
export function bindWatchHere(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>(`button[${WATCH_HERE_ATTRIBUTE}]`)) {
    const { articleSlug = '', bodyId = '', locale = 'en' } = button.dataset;
    button.addEventListener('click', () =>
      watchHere({ articleSlug, bodyId, locale: locale as Locale }),
    );
  }
}
