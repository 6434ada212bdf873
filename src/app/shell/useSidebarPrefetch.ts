import { useEffect } from 'react';
import { localePath } from '@contract/locales';
import type { SidebarStore } from '../core/shell/SidebarStore';
import { schedulePrefetch } from './prefetchRoutes';
import { useAppEnvironment } from '../core/AppEnvironment';

type NetworkInformation = { effectiveType?: string };

/**
 * After mount, prefetch the pages the visible sidebar items lead to (spec.md section 9). Not
 * while `enabled` is false: the shell shows while the page itself still loads, and the page's own
 * requests and code come first.
 */
export function useSidebarPrefetch(sidebar: SidebarStore, enabled = true): void {
  const { prefetch, locale } = useAppEnvironment();
  const key = sidebar.reachablePaths.join('|');
  useEffect(() => {
    if (!enabled || !prefetch || !key) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    return schedulePrefetch(
      key.split('|').map((path) => localePath(locale, path)),
      { prefetch, connection },
    );
  }, [enabled, prefetch, locale, key]);
}
