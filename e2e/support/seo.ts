import type { Page } from '@playwright/test';

/** The head's SEO tags as the browser sees them after hydration. */
export async function seoTags(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '');
    return {
      canonical: attr('link[rel="canonical"]', 'href'),
      hreflang: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (el) => [el.getAttribute('hreflang') ?? '', el.getAttribute('href') ?? ''] as const,
      ),
      description: attr('meta[name="description"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (el) => el.textContent ?? '',
      ),
    };
  });
}

/** Every @type in the page's JSON-LD (after parsing it, so it must be valid JSON). */
export function jsonLdTypes(blocks: readonly string[]): string[] {
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => item['@type']);
  });
}
