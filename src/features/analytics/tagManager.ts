// Google Tag Manager in the browser: one container per locale, loaded the first time a page of
// that locale is viewed (a visitor switching language may load a second one), and page_view
// events pushed to window.dataLayer.
import { localeFromPath } from '@contract/localeFromPath';
import { containerIdFor, gtmEnvOfBuild, resolveGtmConfig, type GtmConfig } from './gtmConfig';
import { pageViewEvent } from './pageView';

export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export interface TrackedLocation {
  pathname: string;
  search: string;
}

export class TagManager {
  private readonly loaded = new Set<string>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly config: GtmConfig,
    private readonly win: DataLayerWindow,
    private readonly log: Pick<Console, 'warn' | 'info'> = console,
  ) {}

  /** Pushes a page_view when tracking is on for the page's locale; true when it did. */
  trackPageView(location: TrackedLocation, trackingName?: string): boolean {
    const { locale } = localeFromPath(location.pathname);
    const id = containerIdFor(this.config, locale, (key, message) => {
      if (this.warned.has(key)) return;
      this.warned.add(key);
      this.log.warn(message);
    });
    if (!id) return false;
    this.ensureContainer(id);
    const event = pageViewEvent({
      origin: this.win.location.origin,
      pathname: location.pathname,
      search: location.search,
      title: this.win.document.title,
      locale,
      trackingName,
    });
    // One view of a page is one page_view: a prebuilt app screen's island script counted it, and
    // the app, once loaded, reports the same page again (nothing else reports a page twice in a
    // row — a client navigation changes the address, a hash change reports nothing).
    if (this.lastPageLocation() !== event.page_location) this.push(event);
    return true;
  }

  private lastPageLocation(): string | null {
    const layer = this.win.dataLayer ?? [];
    for (let i = layer.length - 1; i >= 0; i -= 1) {
      const entry = layer[i] as { event?: unknown; page_location?: unknown } | null;
      if (entry?.event === 'page_view')
        return typeof entry.page_location === 'string' ? entry.page_location : null;
    }
    return null;
  }

  push(event: object): void {
    this.win.dataLayer ??= [];
    this.win.dataLayer.push(event);
    if (this.config.gtmOptions.debug) this.log.info('[tag manager]', event);
  }

  private ensureContainer(id: string): void {
    if (this.loaded.has(id)) return;
    this.loaded.add(id);
    this.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = this.win.document.createElement('script');
    script.async = true;
    script.src = `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
    script.dataset.gtmContainer = id;
    this.win.document.head.appendChild(script);
  }
}

let instance: TagManager | null = null;

/** The page's tag manager, configured from the build's GATSBY_GTM_* settings. */
export function browserTagManager(): TagManager {
  instance ??= new TagManager(
    resolveGtmConfig(gtmEnvOfBuild(), (message) => console.warn(message)),
    window,
  );
  return instance;
}
