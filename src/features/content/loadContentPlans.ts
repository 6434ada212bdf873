// gatsby-node createPages, content part: fetch the content from the API (reusing last build's
// answers the API says are unchanged), sanitise article HTML (cached across builds) and decide
// the pages. Build-time only: the browser never imports this file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WindowLike } from 'dompurify';
import { parseEmbedHosts, type EmbedSource } from '@contract/embedHosts';
import { createHtmlSanitizer, type DroppedContent } from '../../ui/sanitizeHtml';
import { contentFetchSettings, createContentApi } from './contentApi';
import { openContentResponseCache } from './contentResponseCache';
import { fetchSiteContent } from './fetchSiteContent';
import { planContentPages, type ContentPagePlan } from './planContentPages';
import { collectHtml, openSanitizedHtmlCache } from './sanitizedHtmlCache';

/** The part of Gatsby's reporter these steps use. */
export interface BuildReporter {
  info(message: string): void;
  warn(message: string): void;
  activityTimer(name: string): {
    start(): void;
    end(): void;
    setStatus(status: string): void;
  };
}

export interface LoadContentOptions {
  apiUrl: string;
  /** Gatsby's .cache/caches: the API answers and the sanitised HTML of the last build. */
  cacheDir: string;
  reporter: BuildReporter;
}

/**
 * Changes whenever sanitised output could: the sanitiser's sources, its libraries' versions and
 * the embed allow-list setting.
 */
function sanitizerVersion(embedSources: readonly EmbedSource[]): string {
  const hash = createHash('sha256');
  for (const source of ['src/ui/sanitizeHtml.ts', 'contract/embedHosts.ts']) {
    hash.update(readFileSync(path.resolve(source)));
  }
  for (const pkg of ['dompurify', 'jsdom', 'parse5']) {
    hash.update(readFileSync(path.resolve('node_modules', pkg, 'package.json')));
  }
  hash.update(JSON.stringify(embedSources));
  return hash.digest('hex');
}

/** What the sanitiser dropped, for the build log: every refused embed, other elements counted. */
export function dropReporter(reporter: Pick<BuildReporter, 'warn'>) {
  const refused = new Map<string, number>();
  return {
    onDrop(dropped: DroppedContent): void {
      if (dropped.element === 'iframe') {
        reporter.warn(
          `content: an embedded frame from ${dropped.src ?? '(no src)'} was dropped: its source ` +
            'is not on the embed allow-list (GATSBY_EMBED_HOSTS)',
        );
      } else {
        refused.set(dropped.element, (refused.get(dropped.element) ?? 0) + 1);
      }
    },
    /** Reports the counted elements once, after sanitising. */
    flush(): void {
      if (refused.size === 0) return;
      const list = [...refused].map(([element, count]) => `${count} <${element}>`).join(', ');
      reporter.warn(`content: refused elements dropped from article HTML: ${list}`);
      refused.clear();
    },
  };
}

/**
 * The content pages of the site. Throws (ContentApiError) when the API cannot be read: the build
 * must fail with a message naming CONTENT_API_URL rather than publish a site without content.
 */
export async function loadContentPlans({
  apiUrl,
  cacheDir,
  reporter,
}: LoadContentOptions): Promise<ContentPagePlan[]> {
  const fetching = reporter.activityTimer(`fetch content from ${apiUrl}`);
  fetching.start();
  let fetched: Awaited<ReturnType<typeof fetchSiteContent>>;
  try {
    // Listings the API says are unchanged (304) are taken from the previous build's answers.
    const responses = openContentResponseCache(
      path.join(cacheDir, 'petcare-content-api', 'responses.json'),
    );
    // Each request times out and is retried (CONTENT_FETCH_TIMEOUT_MS, CONTENT_FETCH_ATTEMPTS):
    // an API that accepts and never answers fails the build in bounded time.
    const api = createContentApi(apiUrl, fetch, responses, contentFetchSettings(process.env));
    fetched = await fetchSiteContent(api);
    responses.save();
  } finally {
    fetching.end();
  }
  for (const warning of fetched.warnings) reporter.warn(`content: ${warning}`);

  // Sanitised here, at build time, so no sanitiser ships to the browser.
  const sanitising = reporter.activityTimer('sanitise article HTML');
  sanitising.start();
  const embeds = parseEmbedHosts(process.env.GATSBY_EMBED_HOSTS);
  for (const entry of embeds.invalid) {
    reporter.warn(`GATSBY_EMBED_HOSTS: "${entry}" is not a host or host/path; ignored`);
  }
  const drops = dropReporter(reporter);
  const cache = openSanitizedHtmlCache({
    file: path.join(cacheDir, 'petcare-sanitized-html', 'entries.json'),
    version: sanitizerVersion(embeds.sources),
    // jsdom is loaded only when some HTML is new: it alone takes a second or two to load.
    loadSanitizer: async () => {
      const { JSDOM } = await import('jsdom');
      const { window } = new JSDOM('');
      return createHtmlSanitizer(window as unknown as WindowLike, {
        embedSources: embeds.sources,
        onDrop: drops.onDrop,
      });
    },
  });
  const run = await cache.prepare(collectHtml(fetched.content));
  sanitising.setStatus(`${run.misses} sanitised, ${run.hits} from the cache`);
  sanitising.end();
  const plans = planContentPages(fetched.content, run.sanitize);
  drops.flush();
  cache.save();
  return plans;
}
