import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WindowLike } from 'dompurify';
import type { GatsbyNode } from 'gatsby';
import { planAppPages } from './src/app/planAppPages';
import {
  contentFetchSettings,
  createContentApi,
  DEFAULT_CONTENT_API_URL,
} from './src/features/content/contentApi';
import { openContentResponseCache } from './src/features/content/contentResponseCache';
import { fetchSiteContent } from './src/features/content/fetchSiteContent';
import type { I18nPageContext } from './src/features/content/pageContexts';
import { planContentPages, type SiteContent } from './src/features/content/planContentPages';
import { collectHtml, openSanitizedHtmlCache } from './src/features/content/sanitizedHtmlCache';
import { renderRedirectsFile, type ClientOnlyPage } from './src/app/routing/netlifyRedirects';
import { containerIdFor, resolveGtmConfig } from './src/features/analytics/gtmConfig';
import { planErrorPages } from './src/features/errors/planErrorPages';
import { robotsTxt } from './src/features/seo/robotsTxt';
import {
  buildSitemapIndex,
  buildSitemaps,
  SITEMAP_INDEX_PATH,
  type SitemapPage,
} from './src/features/seo/sitemap';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './src/i18n/locales';
import { localeFromPath } from './src/i18n/localeFromPath';
import { createHtmlSanitizer } from './src/ui/sanitizeHtml';

const TEMPLATES = {
  home: path.resolve('src/templates/HomeTemplate.tsx'),
  newsList: path.resolve('src/templates/NewsListTemplate.tsx'),
  newsArticle: path.resolve('src/templates/NewsArticleTemplate.tsx'),
  newsArchive: path.resolve('src/templates/NewsArchiveTemplate.tsx'),
  newsPostAlias: path.resolve('src/templates/NewsPostAliasTemplate.tsx'),
  faqIndex: path.resolve('src/templates/FaqIndexTemplate.tsx'),
  faqArticle: path.resolve('src/templates/FaqArticleTemplate.tsx'),
  contentPage: path.resolve('src/templates/ContentPageTemplate.tsx'),
  vet: path.resolve('src/templates/VetTemplate.tsx'),
  contact: path.resolve('src/templates/ContactTemplate.tsx'),
  careLanding: path.resolve('src/templates/CareLandingTemplate.tsx'),
  city: path.resolve('src/templates/CityTemplate.tsx'),
  careItem: path.resolve('src/templates/CareItemTemplate.tsx'),
  error: path.resolve('src/templates/ErrorTemplate.tsx'),
  app: path.resolve('src/templates/AppShellTemplate.tsx'),
};

/**
 * The pages the sitemaps list, kept from createPages for onPostBuild (both run in the same build
 * process): only prebuilt public pages whose plan asks for it — never client-only pages, error
 * pages or duplicates.
 */
let sitemapPages: SitemapPage[] = [];

/**
 * The context gatsby-plugin-react-i18next expects. Pages that carry it are left alone by the
 * plugin (otherwise it would copy every page into every locale).
 */
function i18nContext(locale: Locale, pagePath: string): I18nPageContext {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: [...LOCALE_CODES],
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: false,
      routed: locale !== DEFAULT_LOCALE,
      originalPath: localeFromPath(pagePath).path,
      path: pagePath,
    },
  };
}

/** Changes whenever sanitised output could: the sanitiser's source and its libraries' versions. */
function sanitizerVersion(): string {
  const hash = createHash('sha256').update(readFileSync(path.resolve('src/ui/sanitizeHtml.ts')));
  for (const pkg of ['dompurify', 'jsdom']) {
    hash.update(readFileSync(path.resolve('node_modules', pkg, 'package.json')));
  }
  return hash.digest('hex');
}

/** Article HTML sanitised once per distinct HTML, kept across builds in .cache. */
async function sanitizeContent(content: SiteContent, reporter: Reporter) {
  const activity = reporter.activityTimer('sanitise article HTML');
  activity.start();
  const cache = openSanitizedHtmlCache({
    file: path.resolve('.cache', 'caches', 'petcare-sanitized-html', 'entries.json'),
    version: sanitizerVersion(),
    // jsdom is loaded only when some HTML is new: it alone takes a second or two to load.
    loadSanitizer: async () => {
      const { JSDOM } = await import('jsdom');
      const { window } = new JSDOM('');
      return createHtmlSanitizer(window as unknown as WindowLike);
    },
  });
  const run = await cache.prepare(collectHtml(content));
  activity.setStatus(`${run.misses} sanitised, ${run.hits} from the cache`);
  activity.end();
  return { sanitize: run.sanitize, save: () => cache.save() };
}

type Reporter = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['reporter'];

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const apiUrl = process.env.CONTENT_API_URL || DEFAULT_CONTENT_API_URL;
  const activity = reporter.activityTimer(`fetch content from ${apiUrl}`);
  activity.start();
  let content: SiteContent;
  try {
    // Listings the API says are unchanged (304) are taken from the previous build's answers.
    const responses = openContentResponseCache(
      path.resolve('.cache', 'caches', 'petcare-content-api', 'responses.json'),
    );
    // Each request times out and is retried (CONTENT_FETCH_TIMEOUT_MS, CONTENT_FETCH_ATTEMPTS):
    // an API that accepts and never answers fails the build in bounded time.
    const api = createContentApi(apiUrl, fetch, responses, contentFetchSettings(process.env));
    const fetched = await fetchSiteContent(api);
    responses.save();
    content = fetched.content;
    for (const warning of fetched.warnings) reporter.warn(`content: ${warning}`);
  } catch (error) {
    activity.end();
    reporter.panicOnBuild(
      `Could not load content for the site (CONTENT_API_URL=${apiUrl}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return;
  }
  activity.end();

  // Article HTML is sanitised here, at build time, so no sanitiser ships to the browser.
  const sanitizer = await sanitizeContent(content, reporter);
  const contentPlans = planContentPages(content, sanitizer.sanitize);
  sanitizer.save();
  const plans = [...contentPlans, ...planErrorPages()];
  for (const plan of plans) {
    actions.createPage({
      path: plan.path,
      matchPath: plan.matchPath,
      component: TEMPLATES[plan.template],
      context: { ...plan.context, ...i18nContext(plan.locale, plan.path) },
    });
  }
  sitemapPages = contentPlans.flatMap((plan) =>
    plan.sitemap && !plan.matchPath
      ? [
          {
            path: plan.path,
            locale: plan.locale,
            lastmod: plan.sitemap.lastmod,
            alternates: plan.context.alternates,
          },
        ]
      : [],
  );

  // The client-only app: one page per area and system locale; its router takes the rest.
  const appPages = planAppPages();
  for (const page of appPages) {
    actions.createPage({
      path: page.path,
      matchPath: page.matchPath,
      component: TEMPLATES.app,
      context: { locale: page.locale, ...i18nContext(page.locale, page.path) },
    });
  }
  reporter.info(`created ${plans.length} content and error pages and ${appPages.length} app pages`);
};

/** Writes the per-locale sitemaps, their index and robots.txt into public/. */
async function writeSitemaps({ graphql, reporter }: PostBuildArgs): Promise<void> {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    '{ site { siteMetadata { siteUrl } } }',
  );
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild('siteMetadata.siteUrl is missing: cannot write the sitemaps.');
    return;
  }
  const publicDir = path.resolve('public');
  const write = (sitePath: string, text: string) => {
    const file = path.join(publicDir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const files = buildSitemaps(sitemapPages, siteUrl);
  for (const file of files) write(file.path, file.xml);
  write(SITEMAP_INDEX_PATH, buildSitemapIndex(files, siteUrl));
  write('/robots.txt', robotsTxt(siteUrl));
  const urls = files.reduce((sum, f) => sum + f.urlCount, 0);
  reporter.info(`wrote ${files.length} sitemaps (${urls} URLs), the sitemap index and robots.txt`);
}

/** A missing tag-manager id is a configuration gap worth seeing at build time too. */
export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  const config = resolveGtmConfig(process.env, (message) => reporter.warn(message));
  for (const locale of LOCALE_CODES) {
    containerIdFor(config, locale, (_key, message) => reporter.warn(message));
  }
};

interface StoredPage {
  path: string;
  matchPath?: string;
}

/**
 * public/_redirects for static hosts (src/app/routing/README.md): the fixed redirect rules, the
 * client-only pages' shells and the 404 page. Our own server applies the same rules itself.
 */
function writeRedirectsFile({ store, reporter }: PostBuildArgs): void {
  const state = store.getState() as {
    pages: Map<string, StoredPage>;
    program: { directory: string };
  };
  const clientOnly: ClientOnlyPage[] = [...state.pages.values()]
    .filter((page): page is Required<StoredPage> => Boolean(page.matchPath))
    .filter((page) => page.matchPath !== page.path && page.matchPath !== '/*')
    .map(({ path: pagePath, matchPath }) => ({ path: pagePath, matchPath }));
  const file = path.join(state.program.directory, 'public', '_redirects');
  writeFileSync(file, renderRedirectsFile(clientOnly));
  reporter.info(`wrote public/_redirects (${clientOnly.length} client-only pages)`);
}

type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0];

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args: PostBuildArgs) => {
  await writeSitemaps(args);
  writeRedirectsFile(args);
};
