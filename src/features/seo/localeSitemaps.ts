// After gatsby-plugin-sitemap ran (one instance per locale, sitemapPlugins.ts): the addresses our
// robots.txt and spec.md promise. Each locale's first file becomes /{prefix}/sitemap.xml ("served
// for every locale"), and /sitemap-index.xml lists every locale's files. The plugin names its
// files sitemap-0.xml, sitemap-1.xml … and writes an index per locale, which lists exactly the
// files of this build; it is read, then removed.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES, localePath, type Locale } from '@contract/locales';
import { absoluteUrl } from './siteUrl';

export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
const PLUGIN_INDEX = 'sitemap-index.xml';
const PLUGIN_FILE = /^sitemap-(\d+)\.xml$/;

export function sitemapPath(locale: Locale): string {
  return localePath(locale, '/sitemap.xml');
}

const EMPTY_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The file names (sitemap-N.xml) an index of the plugin lists, in order. */
function filesListed(indexXml: string): string[] {
  return [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => path.posix.basename(new URL(m[1]!).pathname))
    .filter((name) => PLUGIN_FILE.test(name));
}

export interface PublishedSitemaps {
  /** Site paths of every sitemap file, by locale (a locale without pages has an empty file). */
  files: Record<Locale, string[]>;
  /** Site paths the index lists: the files of the locales that have pages. */
  indexed: string[];
}

/**
 * Renames the plugin's files of each locale into place, removes its per-locale indexes and files
 * of earlier builds, and writes the index of all locales. Every locale gets /{prefix}/sitemap.xml
 * (a valid empty one when it has no pages, which the index leaves out).
 */
export function publishLocaleSitemaps(publicDir: string, siteUrl: string): PublishedSitemaps {
  const files = {} as Record<Locale, string[]>;
  const indexed: string[] = [];
  for (const locale of LOCALE_CODES) {
    const sitePath = sitemapPath(locale);
    const dir = path.join(publicDir, path.posix.dirname(sitePath));
    const indexFile = path.join(dir, PLUGIN_INDEX);
    const written = existsSync(indexFile) ? filesListed(readFileSync(indexFile, 'utf8')) : [];
    const published = written.map((name, i) =>
      i === 0 ? sitePath : path.posix.join(path.posix.dirname(sitePath), name),
    );
    const file = path.join(publicDir, sitePath);
    if (written[0]) renameSync(path.join(dir, written[0]), file);
    // Nothing written, or only the stand-in entry of a locale without pages (sitemapPlugins.ts).
    const standIn = [`<loc>${escapeXml(absoluteUrl(siteUrl, sitePath))}</loc>`];
    if (!written[0] || sameUrls(readFileSync(file, 'utf8'), standIn)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, EMPTY_SITEMAP);
    }
    // Files an earlier, larger build wrote that this one did not.
    if (existsSync(dir)) {
      for (const name of readdirSync(dir)) {
        if (PLUGIN_FILE.test(name) && !written.slice(1).includes(name)) {
          rmSync(path.join(dir, name), { force: true });
        }
      }
    }
    rmSync(indexFile, { force: true });
    files[locale] = written.length > 0 ? published : [sitePath];
    if (hasUrls(file)) indexed.push(...published);
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexed.map((p) => `<sitemap><loc>${escapeXml(absoluteUrl(siteUrl, p))}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  writeFileSync(path.join(publicDir, SITEMAP_INDEX_PATH), index);
  return { files, indexed };
}

function hasUrls(file: string): boolean {
  return readFileSync(file, 'utf8').includes('<url>');
}

function sameUrls(xml: string, locs: readonly string[]): boolean {
  const found = xml.match(/<loc>[^<]*<\/loc>/g) ?? [];
  return found.length === locs.length && found.every((loc, i) => loc === locs[i]);
}
