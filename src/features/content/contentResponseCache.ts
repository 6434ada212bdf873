import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Build-time only (gatsby-node). The content API tags its listings with an ETag; the build keeps
// each tagged answer in Gatsby's .cache and asks again with If-None-Match, so a rebuild after one
// publish only downloads and parses the listings that changed.

export interface CachedResponse {
  etag: string;
  body: unknown;
}

export interface ContentResponseCache {
  get(url: string): CachedResponse | undefined;
  set(url: string, response: CachedResponse): void;
  /** Keeps only the answers this build used, so the file never outgrows the site. */
  save(): void;
}

export function openContentResponseCache(file: string): ContentResponseCache {
  let stored: Record<string, CachedResponse> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CachedResponse>;
  } catch {
    // No cache yet or an unreadable one: every request goes out unconditionally.
  }
  const used = new Map<string, CachedResponse>();
  return {
    get(url) {
      return Object.hasOwn(stored, url) ? stored[url] : undefined;
    },
    set(url, response) {
      used.set(url, response);
    },
    save() {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(used)));
      renameSync(temporary, file);
    },
  };
}
