import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Build-time only (gatsby-node). Sanitising with DOMPurify over jsdom costs a few milliseconds per
// article: on a site of 10,000 articles that was most of a rebuild after one publish. The result
// depends only on the raw HTML and the sanitiser, so it is kept across builds in Gatsby's .cache.

type Sanitize = (html: string) => string;

interface StoredEntries {
  version: string;
  entries: Record<string, string>;
}

export interface SanitizeRun {
  /** Sanitised HTML of an input given to `prepare` (or sanitised now if the sanitiser is loaded). */
  sanitize: Sanitize;
  hits: number;
  misses: number;
}

export interface SanitizedHtmlCache {
  /**
   * Looks every input up and sanitises the ones not seen before. The sanitiser (jsdom) is only
   * loaded when something is missing, so a rebuild where nothing changed never loads it.
   */
  prepare(htmls: Iterable<string>): Promise<SanitizeRun>;
  /** Keeps only the entries this build used, so the file never outgrows the site. */
  save(): void;
}

const hashOf = (html: string) => createHash('sha256').update(html).digest('base64url');

function readStored(file: string, version: string): Map<string, string> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredEntries;
    if (stored.version === version) return new Map(Object.entries(stored.entries));
  } catch {
    // No cache yet or an unreadable one: start empty.
  }
  return new Map();
}

/**
 * @param version changes whenever the sanitiser's output could (its source, DOMPurify's and
 *   jsdom's versions): a cache written by another version is ignored.
 */
export function openSanitizedHtmlCache(options: {
  file: string;
  version: string;
  loadSanitizer: () => Promise<Sanitize>;
}): SanitizedHtmlCache {
  const { file, version, loadSanitizer } = options;
  const stored = readStored(file, version);
  const used = new Map<string, string>();
  let sanitizer: Sanitize | null = null;

  const sanitizeNow = (html: string, key: string): string => {
    if (!sanitizer) throw new Error('sanitizedHtmlCache: HTML not given to prepare()');
    const clean = sanitizer(html);
    stored.set(key, clean);
    used.set(key, clean);
    return clean;
  };

  return {
    async prepare(htmls) {
      let hits = 0;
      let misses = 0;
      const missing = new Map<string, string>();
      for (const html of htmls) {
        const key = hashOf(html);
        if (used.has(key) || missing.has(key)) continue;
        const cached = stored.get(key);
        if (cached === undefined) {
          missing.set(key, html);
          misses += 1;
        } else {
          used.set(key, cached);
          hits += 1;
        }
      }
      if (missing.size > 0) {
        sanitizer ??= await loadSanitizer();
        for (const [key, html] of missing) sanitizeNow(html, key);
      }
      return {
        hits,
        misses,
        sanitize: (html) => {
          const key = hashOf(html);
          const cached = used.get(key) ?? stored.get(key);
          if (cached === undefined) return sanitizeNow(html, key);
          used.set(key, cached);
          return cached;
        },
      };
    },
    save() {
      mkdirSync(path.dirname(file), { recursive: true });
      const data: StoredEntries = { version, entries: Object.fromEntries(used) };
      // Written aside and renamed: a build killed mid-write never leaves half a file behind.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(data));
      renameSync(temporary, file);
    },
  };
}

/** Every string under a key ending in `_html` (the API's convention for rich text). */
export function collectHtml(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectHtml(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.endsWith('_html') && typeof item === 'string') into.push(item);
      else collectHtml(item, into);
    }
  }
  return into;
}
