import { LOCALE_CODES, localePath, SYSTEM_LOCALES } from '@contract/locales';
import { planCarePages } from '../care/build';
import { pageImages } from '../images/build';
import type { ContentPagePlan, SiteContent } from './contentPlanTypes';
import type { ContentPageKey } from './contentTypes';
import { newest } from './pagePlan';
import { planFaqPages } from './planFaqPages';
import { planNewsPages, summary } from './planNewsPages';

// The plan's shape stays importable from here, where the site's page table (src/app/sitePages.ts)
// has always taken it.
export type { ContentPagePlan, SiteContent } from './contentPlanTypes';

/**
 * Decides every content page of the site: home in the locales with home content; news lists
 * (paginated), articles, the archive and the FAQ in every locale with news or FAQ; care pages,
 * free-standing pages and the contact page in the system locales. Pure, so it is unit-tested;
 * gatsby-node turns the plan into createPage calls and the sitemaps.
 */
export function planContentPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  return [
    ...planHomePages(content),
    ...planNewsPages(content, sanitize),
    ...planFaqPages(content, sanitize),
    ...planFreeStandingPages(content, sanitize),
    ...planContactPages(),
    ...planCarePages(content.cities, sanitize),
  ];
}

function planHomePages(content: SiteContent): ContentPagePlan[] {
  const homeLocales = LOCALE_CODES.filter((l) => content.homes[l]);
  const alternates = homeLocales.map((l) => ({ locale: l, path: localePath(l, '/') }));
  return homeLocales.map((locale) => {
    const home = content.homes[locale]!;
    return {
      template: 'home',
      path: localePath(locale, '/'),
      locale,
      context: {
        locale,
        alternates,
        home: { ...home, latest_news: home.latest_news.map(summary) },
        images: pageImages(...home.latest_news.map((p) => p.cover_image)),
      },
      sitemap: { lastmod: newest(home.latest_news.map((p) => p.updated_at)) },
    };
  });
}

/** /ambassadors/, /vet/ and the legal pages, at /{key}/ in the locales that have them. */
function planFreeStandingPages(
  content: SiteContent,
  sanitize: (html: string) => string,
): ContentPagePlan[] {
  const plans: ContentPagePlan[] = [];
  for (const locale of LOCALE_CODES) {
    for (const page of Object.values(content.pages[locale] ?? {})) {
      const key = page.key as ContentPageKey;
      const alternates = LOCALE_CODES.filter((l) => content.pages[l]?.[key]).map((l) => ({
        locale: l,
        path: localePath(l, `/${key}/`),
      }));
      plans.push({
        template: key === 'vet' ? 'vet' : 'contentPage',
        path: localePath(locale, `/${key}/`),
        locale,
        context: { locale, alternates, page: { ...page, body_html: sanitize(page.body_html) } },
        sitemap: { lastmod: page.updated_at },
      });
    }
  }
  return plans;
}

/** The contact form, in the system locales (its texts are UI strings). */
function planContactPages(): ContentPagePlan[] {
  const alternates = SYSTEM_LOCALES.map((l) => ({ locale: l, path: localePath(l, '/contact/') }));
  return SYSTEM_LOCALES.map((locale) => ({
    template: 'contact',
    path: localePath(locale, '/contact/'),
    locale,
    context: { locale, alternates },
    sitemap: {},
  }));
}
