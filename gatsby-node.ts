import path from 'node:path';
import type { WindowLike } from 'dompurify';
import type { GatsbyNode } from 'gatsby';
import { JSDOM } from 'jsdom';
import { planAppPages } from './src/app/planAppPages';
import { createContentApi, DEFAULT_CONTENT_API_URL } from './src/features/content/contentApi';
import { fetchSiteContent } from './src/features/content/fetchSiteContent';
import type { I18nPageContext } from './src/features/content/pageContexts';
import { planContentPages, type SiteContent } from './src/features/content/planContentPages';
import { planErrorPages } from './src/features/errors/planErrorPages';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './src/i18n/locales';
import { localeFromPath } from './src/i18n/localeFromPath';
import { createHtmlSanitizer } from './src/ui/sanitizeHtml';

const TEMPLATES = {
  home: path.resolve('src/templates/HomeTemplate.tsx'),
  newsList: path.resolve('src/templates/NewsListTemplate.tsx'),
  newsArticle: path.resolve('src/templates/NewsArticleTemplate.tsx'),
  error: path.resolve('src/templates/ErrorTemplate.tsx'),
  app: path.resolve('src/templates/AppShellTemplate.tsx'),
};

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

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const apiUrl = process.env.CONTENT_API_URL || DEFAULT_CONTENT_API_URL;
  const activity = reporter.activityTimer(`fetch content from ${apiUrl}`);
  activity.start();
  let content: SiteContent;
  try {
    const fetched = await fetchSiteContent(createContentApi(apiUrl));
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

  // Article HTML is sanitised here, once per build, so no sanitiser ships to the browser.
  const { window } = new JSDOM('');
  const sanitize = createHtmlSanitizer(window as unknown as WindowLike);

  const plans = [...planContentPages(content, sanitize), ...planErrorPages()];
  for (const plan of plans) {
    actions.createPage({
      path: plan.path,
      matchPath: 'matchPath' in plan ? plan.matchPath : undefined,
      component: TEMPLATES[plan.template],
      context: { ...plan.context, ...i18nContext(plan.locale, plan.path) },
    });
  }
  window.close();

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
