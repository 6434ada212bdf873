// Gatsby's build hooks: each calls the feature module that does the work.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { clientOnlyPages, pageArguments, planSitePages } from './src/app/sitePages';
import { buildIslandsScript } from './src/app/islands/buildIslandsScript';
import { usedByEveryPageComponent, usedByTheAppNotEveryPage } from './src/app/build/pageChunks';
import { withSwcMinifier } from './src/app/build/swcMinifier';
import { renderRedirectsFile } from './src/app/routing/netlifyRedirects';
import { reportTagManagerGaps } from './src/features/analytics/gtmConfig';
import {
  contentFetchSettings,
  createContentApi,
  DEFAULT_CONTENT_API_URL,
} from './src/features/content/contentApi';
import { fetchSignInProviders } from './src/features/auth/build';
import { loadContentPlans } from './src/features/content/loadContentPlans';
import {
  contentImageTypeDefs,
  sourceContentImages,
} from './src/features/images/sourceContentImages';
import { publishLocaleSitemaps } from './src/features/seo/localeSitemaps';
import { robotsTxt } from './src/features/seo/robotsTxt';

/** The part of Gatsby's webpack configuration the chunk rule changes. */
interface WebpackConfigWithCommons {
  optimization?: {
    minimizer?: unknown[];
    splitChunks?: {
      cacheGroups?: Record<
        string,
        { name?: string; minChunks?: unknown; priority?: number; test?: unknown }
      >;
    };
  };
}

const contentApiUrl = () => process.env.CONTENT_API_URL || DEFAULT_CONTENT_API_URL;
const PUBLIC_DIR = path.resolve('public');

/**
 * The contract's alias (contract/README.md) for the browser bundle and server-side rendering;
 * tsconfig.json declares it for tsc and tsx, package.json's `alias` for this file's compiler.
 * A feature's `index.ts` only re-exports: marked free of side effects, a chunk that imports one
 * helper through it gets that helper's module, not every module the index names.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  stage,
  getConfig,
  plugins,
}) => {
  actions.setWebpackConfig({
    resolve: { alias: { '@contract': path.resolve('contract') } },
    // The pages without a runtime inline the island script (src/app/islands).
    ...(stage === 'build-html' || stage === 'develop-html'
      ? {
          plugins: [
            plugins.define({ __SITE_ISLANDS_SCRIPT__: JSON.stringify(buildIslandsScript()) }),
          ],
        }
      : {}),
    module: {
      rules: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
    },
  });
  // The browser bundle's `commons` chunk holds only what every page loads; what the app's screens
  // share goes to `shell-commons` (src/app/build/pageChunks.ts). Its JavaScript is minified by
  // swc (src/app/build/swcMinifier.ts).
  if (stage === 'build-javascript') {
    const config = getConfig() as WebpackConfigWithCommons;
    const groups = config.optimization?.splitChunks?.cacheGroups;
    const commons = groups?.commons;
    if (groups && commons && typeof commons.minChunks === 'number') {
      commons.test = usedByEveryPageComponent(commons.minChunks);
      groups['shell-commons'] = {
        name: 'shell-commons',
        minChunks: commons.minChunks,
        // Below `commons` (20), above Gatsby's per-set `shared` chunks (10).
        priority: 15,
        test: usedByTheAppNotEveryPage(commons.minChunks),
      };
    }
    if (config.optimization?.minimizer)
      config.optimization.minimizer = withSwcMinifier(config.optimization.minimizer);
    actions.replaceWebpackConfig(config);
  }
};

/**
 * The HTML renderer leaves out what src/ loads with `import()`: the app's screens and the other
 * browser-only chunks (src/app/build/clientOnlyImports.cjs). The plugin must name its stage: without
 * one Gatsby adds it to every stage's configuration (its babelrc reducer), the browser's too —
 * Gatsby's types omit the field, so it is passed as a variable, not a literal.
 */
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions, stage }) => {
  if (stage !== 'build-html' && stage !== 'develop-html') return;
  const plugin = { name: path.resolve('src/app/build/clientOnlyImports.cjs'), options: {}, stage };
  actions.setBabelPlugin(plugin);
};

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  reportTagManagerGaps(process.env, (message) => reporter.warn(message));
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentImageTypeDefs);
};

/** The content's photos, made into responsive images for the page queries (src/features/images). */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const apiUrl = contentApiUrl();
  let sources: string[];
  try {
    // Each request times out and is retried (CONTENT_FETCH_TIMEOUT_MS, CONTENT_FETCH_ATTEMPTS).
    sources = await createContentApi(
      apiUrl,
      fetch,
      undefined,
      contentFetchSettings(process.env),
    ).images();
  } catch (error) {
    args.reporter.panicOnBuild(
      `Could not list the content's images (CONTENT_API_URL=${apiUrl})`,
      error as Error,
    );
    return;
  }
  const created = await sourceContentImages(args, {
    sources,
    staticDir: path.resolve('static'),
    siteOrigin: new URL(apiUrl).origin,
  });
  args.reporter.info(`images: ${created} content photos to make responsive`);
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const apiUrl = contentApiUrl();
  let contentPlans;
  try {
    contentPlans = await loadContentPlans({
      apiUrl,
      cacheDir: path.resolve('.cache', 'caches'),
      reporter,
    });
  } catch (error) {
    reporter.panicOnBuild(
      `Could not load content for the site (CONTENT_API_URL=${apiUrl}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return;
  }
  // The sign-in page draws the buttons of the providers the API offers; the app asks again.
  const signInProviders = await fetchSignInProviders(apiUrl).catch((error: unknown) => {
    reporter.warn(
      `Could not ask ${apiUrl}/auth/providers (${
        error instanceof Error ? error.message : String(error)
      }): the sign-in page is built without provider buttons; the app shows them once loaded`,
    );
    return [];
  });
  const plans = planSitePages(contentPlans, { signInProviders });
  const templatesDir = path.resolve('src', 'templates');
  for (const plan of plans) actions.createPage(pageArguments(plan, templatesDir));
  reporter.info(`created ${plans.length} pages`);

  // For static hosts (src/app/routing/README.md); our own server applies the same rules itself.
  const clientOnly = clientOnlyPages(plans);
  mkdirSync(PUBLIC_DIR, { recursive: true });
  writeFileSync(path.join(PUBLIC_DIR, '_redirects'), renderRedirectsFile(clientOnly));
  reporter.info(`wrote public/_redirects (${clientOnly.length} client-only pages)`);
};

/** After gatsby-plugin-sitemap (plugins' hooks run before the site's own). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    '{ site { siteMetadata { siteUrl } } }',
  );
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild('siteMetadata.siteUrl is missing: cannot write the sitemaps.');
    return;
  }
  const { indexed } = publishLocaleSitemaps(PUBLIC_DIR, siteUrl);
  writeFileSync(path.join(PUBLIC_DIR, 'robots.txt'), robotsTxt(siteUrl));
  reporter.info(`published ${indexed.length} locale sitemaps, the sitemap index and robots.txt`);
};
