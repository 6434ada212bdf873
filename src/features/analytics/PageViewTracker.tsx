import { useEffect } from 'react';
import { browserTagManager } from './tagManager';

export interface PageViewTrackerProps {
  location: { pathname: string; search: string };
  /** The page's own tracking name (page context `trackingName`), if it has one. */
  trackingName?: string;
}

/**
 * One page_view per route change (gatsby-browser wrapPageElement). Renders nothing. The event is
 * sent after the new page's head is in place, so the title is the new page's.
 */
export function PageViewTracker({ location, trackingName }: PageViewTrackerProps) {
  const { pathname, search } = location;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      browserTagManager().trackPageView({ pathname, search }, trackingName);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search, trackingName]);
  return null;
}
