// Every page of the site as one list of plans — the content pages, the error pages and the shells
// of the client-only app — and what gatsby-node makes of them: createPage arguments, and the
// client-only pages that static hosts learn about from public/_redirects.
import path from 'node:path';
import type { SitemapEntry } from '../features/content/pagePlan';
import type { ContentPagePlan } from '../features/content/planContentPages';
import { planErrorPages } from '../features/errors/planErrorPages';
import { i18nPageContext, type I18nPageContext } from '../i18n/i18nPageContext';
import type { AuthProvider } from '@contract/authProviders';
import type { Locale } from '@contract/locales';
import { planAppPages, planPrebuiltAppPages } from './planAppPages';
import type { ClientOnlyPage } from './routing/netlifyRedirects';

/** The template of each kind of page, in src/templates. */
const TEMPLATE_FILES = {
  home: 'HomeTemplate.tsx',
  newsList: 'NewsListTemplate.tsx',
  newsArticle: 'NewsArticleTemplate.tsx',
  newsArchive: 'NewsArchiveTemplate.tsx',
  newsPostAlias: 'NewsPostAliasTemplate.tsx',
  faqIndex: 'FaqIndexTemplate.tsx',
  faqArticle: 'FaqArticleTemplate.tsx',
  contentPage: 'ContentPageTemplate.tsx',
  vet: 'VetTemplate.tsx',
  contact: 'ContactTemplate.tsx',
  careLanding: 'CareLandingTemplate.tsx',
  city: 'CityTemplate.tsx',
  careItem: 'CareItemTemplate.tsx',
  error: 'ErrorTemplate.tsx',
  app: 'AppShellTemplate.tsx',
  appPrebuilt: 'PrebuiltAppTemplate.tsx',
} as const;

export type PageTemplate = keyof typeof TEMPLATE_FILES;

/**
 * The pages that hydrate for every visitor: the app's shells, the error pages (which tell a bot
 * from a person in the browser) and the old news addresses (which move on in the browser). Every
 * other page is static text with a few islands and no runtime for a guest
 * (src/app/islands/README.md).
 */
const HYDRATED_TEMPLATES: ReadonlySet<PageTemplate> = new Set(['app', 'error', 'newsPostAlias']);

/**
 * Island pages with a form the runtime handles (the contact form, the prebuilt sign-in screens):
 * usable as drawn, the runtime loaded when the visitor first touches the page
 * (src/app/islands/runtimeOnInteraction.ts).
 */
const RUNTIME_ON_INTERACTION_TEMPLATES: ReadonlySet<PageTemplate> = new Set([
  'contact',
  'appPrebuilt',
]);

export interface SitePagePlan {
  template: PageTemplate;
  path: string;
  /** Client-only pages answer every path matching this (Gatsby matchPath). */
  matchPath?: string;
  locale: Locale;
  context: object;
  sitemap: SitemapEntry;
}

/** What the build knows of the API beside the content, for the pages that show it. */
export interface SiteFacts {
  /** The providers a prebuilt sign-in screen draws buttons for (`GET auth/providers`). */
  signInProviders: readonly AuthProvider[];
}

/** The content plans plus the pages every build has: error pages and the app's shells. */
export function planSitePages(
  contentPlans: readonly ContentPagePlan[],
  facts: SiteFacts = { signInProviders: [] },
): SitePagePlan[] {
  return [
    ...contentPlans,
    ...planErrorPages().map((plan) => ({ ...plan, sitemap: false as const })),
    ...planAppPages().map(({ path: pagePath, matchPath, locale }) => ({
      template: 'app' as const,
      path: pagePath,
      matchPath,
      locale,
      // The app reports its own page views, named by its routes (RouteGate).
      context: { locale, appShell: true },
      sitemap: false as const,
    })),
    // A guest screen drawn in its HTML (its template loads the runtime at the first touch); the
    // app names its page views, the island the first one.
    ...planPrebuiltAppPages().map(({ path: pagePath, locale, route, ...island }) => ({
      template: 'appPrebuilt' as const,
      path: pagePath,
      locale,
      context: {
        locale,
        appShell: true,
        prebuiltRoute: route,
        trackingName: island.trackingName,
        linksCarryQuery: true,
        ...(island.providerSignIn ? { signInProviders: facts.signInProviders } : {}),
      },
      sitemap: false as const,
    })),
  ];
}

export interface PageArguments {
  path: string;
  matchPath?: string;
  component: string;
  context: object & I18nPageContext & { sitemap?: Exclude<SitemapEntry, false> };
}

/**
 * createPage's arguments. The context carries the i18n plugin's part, for pages the sitemaps
 * list the plan's sitemap entry (the sitemap plugin reads it, src/features/seo/sitemapPlugins.ts),
 * and `islands` for the pages that ship no runtime to a guest (gatsby-ssr reads it).
 */
export function pageArguments(plan: SitePagePlan, templatesDir: string): PageArguments {
  return {
    path: plan.path,
    ...(plan.matchPath ? { matchPath: plan.matchPath } : {}),
    component: path.join(templatesDir, TEMPLATE_FILES[plan.template]),
    context: {
      ...plan.context,
      ...i18nPageContext(plan.locale, plan.path),
      ...(plan.sitemap ? { sitemap: plan.sitemap } : {}),
      ...(HYDRATED_TEMPLATES.has(plan.template) ? {} : { islands: true }),
      ...(RUNTIME_ON_INTERACTION_TEMPLATES.has(plan.template)
        ? { runtimeOnInteraction: true }
        : {}),
    },
  };
}

/** Pages whose HTML shell serves a pattern of paths (the app, /error/*, /news/post/*). */
export function clientOnlyPages(plans: readonly SitePagePlan[]): ClientOnlyPage[] {
  return plans.flatMap(({ path: pagePath, matchPath }) =>
    matchPath && matchPath !== pagePath && matchPath !== '/*'
      ? [{ path: pagePath, matchPath }]
      : [],
  );
}
