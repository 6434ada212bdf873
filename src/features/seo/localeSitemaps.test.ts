/**
 * @jest-environment node
 */
// The sitemaps as the build writes them: the real gatsby-plugin-sitemap, with the options of
// localeSitemapPlugins(), over SitePage nodes like those gatsby-node creates, then
// publishLocaleSitemaps.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SitemapPageNode } from './sitemapPlugins';
import { localeSitemapPlugins } from './sitemapPlugins';
import { publishLocaleSitemaps } from './localeSitemaps';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('gatsby-plugin-sitemap/gatsby-node') as {
  onPostBuild: (args: object, options: object) => Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const defaults = require('gatsby-plugin-sitemap/internals') as {
  resolveSiteUrl: (data: unknown) => string;
  resolvePagePath: (page: { path: string }) => string;
};

const SITE = 'https://petcare.example';

const pages: SitemapPageNode[] = [
  {
    path: '/',
    matchPath: null,
    pageContext: {
      sitemap: { lastmod: '2026-03-02T09:00:00.000Z' },
      alternates: [
        { locale: 'en', path: '/' },
        { locale: 'jp', path: '/jp/' },
      ],
    },
  },
  {
    path: '/news/walks/',
    matchPath: null,
    pageContext: {
      sitemap: { lastmod: '2026-03-01T09:00:00.000Z' },
      alternates: [
        { locale: 'en', path: '/news/walks/' },
        { locale: 'fr', path: '/fr/news/promenades/' },
      ],
    },
  },
  { path: '/care/a&b/', matchPath: null, pageContext: { sitemap: {}, alternates: [] } },
  // Never listed: client-only pages, error pages, empty lists.
  { path: '/si/', matchPath: '/si/*', pageContext: null },
  { path: '/error/404/', matchPath: null, pageContext: { sitemap: false } },
  { path: '/news/post/_/', matchPath: '/news/post/*', pageContext: { sitemap: false } },
  {
    path: '/jp/',
    matchPath: null,
    pageContext: {
      sitemap: {},
      alternates: [
        { locale: 'en', path: '/' },
        { locale: 'jp', path: '/jp/' },
      ],
    },
  },
  { path: '/jp/error/', matchPath: '/jp/error/*', pageContext: null },
  { path: '/fr/news/promenades/', matchPath: null, pageContext: { sitemap: {} } },
];

/** Gatsby's graphql runner for the plugin's query: the filter of each instance applied. */
function graphqlOver(nodes: readonly SitemapPageNode[]) {
  return async (query: string) => {
    const pattern = /regex: "(.*)"/.exec(query)![1]!.replace(/\\\\/g, '\\');
    const [, source, flags] = /^\/(.*)\/(\w*)$/.exec(pattern)!;
    const regex = new RegExp(source!, flags);
    return {
      data: {
        site: { siteMetadata: { siteUrl: SITE } },
        allSitePage: { nodes: nodes.filter((n) => regex.test(n.path)) },
      },
    };
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the locale sitemaps', () => {
  let dir: string;
  let cwd: string;
  const read = (file: string) => readFileSync(path.join(dir, 'public', file), 'utf8');

  async function build(nodes: readonly SitemapPageNode[]) {
    for (const { options } of localeSitemapPlugins() as { options: Record<string, unknown> }[]) {
      await plugin.onPostBuild(
        {
          graphql: graphqlOver(nodes),
          reporter: {
            verbose() {},
            panic: (message: string) => {
              throw new Error(message);
            },
          },
          pathPrefix: '',
        },
        { ...defaults, ...options },
      );
    }
    return publishLocaleSitemaps(path.join(dir, 'public'), SITE);
  }

  beforeEach(() => {
    cwd = process.cwd();
    dir = mkdtempSync(path.join(tmpdir(), 'petcare-sitemaps-'));
    mkdirSync(path.join(dir, 'public'));
    // The plugin writes under ./public of the working directory, as in a Gatsby build.
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists each locale's own prebuilt pages, sorted, at /{prefix}/sitemap.xml", async () => {
    const result = await build(pages);
    expect(result.files.en).toEqual(['/sitemap.xml']);
    expect(locs(read('sitemap.xml')).sort()).toEqual([
      `${SITE}/`,
      `${SITE}/care/a&amp;b/`,
      `${SITE}/news/walks/`,
    ]);
    expect(locs(read('jp/sitemap.xml'))).toEqual([`${SITE}/jp/`]);
    expect(locs(read('fr/sitemap.xml'))).toEqual([`${SITE}/fr/news/promenades/`]);
    // A locale without pages still answers, with a valid empty sitemap.
    expect(read('pt/sitemap.xml')).toContain('<urlset');
    expect(read('pt/sitemap.xml')).not.toContain('<url>');
    // The plugin's own file names do not stay behind.
    expect(existsSync(path.join(dir, 'public', 'sitemap-0.xml'))).toBe(false);
    expect(existsSync(path.join(dir, 'public', 'jp', 'sitemap-index.xml'))).toBe(false);
  });

  it('adds lastmod and the hreflang alternates with x-default → English', async () => {
    await build(pages);
    const en = read('sitemap.xml');
    const walks = /<url><loc>https:\/\/petcare.example\/news\/walks\/<\/loc>.*?<\/url>/s.exec(
      en,
    )![0];
    expect(walks).toContain('<lastmod>2026-03-01T09:00:00.000Z</lastmod>');
    expect(walks).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://petcare.example/fr/news/promenades/"/>',
    );
    expect(walks).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://petcare.example/news/walks/"/>',
    );
    expect(read('jp/sitemap.xml')).toContain('hreflang="ja" href="https://petcare.example/jp/"');
  });

  it('indexes the locale sitemaps that have pages', async () => {
    await build(pages);
    expect(locs(read('sitemap-index.xml'))).toEqual([
      `${SITE}/sitemap.xml`,
      `${SITE}/jp/sitemap.xml`,
      `${SITE}/fr/sitemap.xml`,
    ]);
  });

  it('removes files an earlier, larger build left', async () => {
    writeFileSync(path.join(dir, 'public', 'sitemap-3.xml'), '<urlset/>');
    await build(pages);
    expect(existsSync(path.join(dir, 'public', 'sitemap-3.xml'))).toBe(false);
  });
});
