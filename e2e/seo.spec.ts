import { citiesOf, faqOf, newsOf } from './support/api';
import { jsonLdTypes, seoTags } from './support/seo';
import { expect, test } from './support/test';

const LOCALE_PREFIXES = ['', 'jp', 'fr', 'pt-br', 'es-mx', 'en-gb'];

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

test('every locale has a sitemap listing only its own public pages', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const prefix of LOCALE_PREFIXES) {
    const path = prefix ? `/${prefix}/sitemap.xml` : '/sitemap.xml';
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const urls = locs(await res.text());
    expect(urls.length, path).toBeGreaterThan(0);
    for (const url of urls) {
      const pathname = new URL(url).pathname;
      expect(url.startsWith(origin), url).toBe(true);
      if (prefix) expect(pathname.startsWith(`/${prefix}/`), url).toBe(true);
      else expect(pathname.split('/')[1], url).not.toMatch(/^(jp|fr|es|pt|en-|es-|pt-|fr-)/);
      // Never error pages or the client-only /news/post/{slug}/ page.
      expect(pathname, url).not.toMatch(/\/error\/|\/news\/post\/_\/|\/404/);
    }
  }
});

test('the English sitemap lists the public pages of every family', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const urls = locs(await (await request.get('/sitemap.xml')).text());
  const [city] = await citiesOf(request, 'en');
  const [post] = await newsOf(request, 'en');
  const [faq] = await faqOf(request, 'en');
  for (const path of [
    '/',
    '/care/',
    `/care/${city!.slug}/`,
    `/care/${city!.slug}/${city!.care_items[0]!.slug}/`,
    '/ambassadors/',
    '/vet/',
    '/contact/',
    '/news/',
    '/news/post/',
    `/news/${post!.slug}/`,
    '/news/faq/',
    `/news/faq/${faq!.slug}/`,
    '/privacy-policy/',
    '/terms-and-conditions/',
    '/providers-terms-of-use/',
  ]) {
    expect(urls, path).toContain(`${origin}${path}`);
  }
  const fr = locs(await (await request.get('/fr/sitemap.xml')).text());
  expect(fr).toContain(`${origin}/fr/news/`);
  expect(fr).not.toContain(`${origin}/fr/care/`);
});

test('the sitemap index lists the locale sitemaps and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const index = locs(await (await request.get('/sitemap-index.xml')).text());
  expect(index).toContain(`${origin}/sitemap.xml`);
  expect(index).toContain(`${origin}/jp/sitemap.xml`);
  expect(index).toContain(`${origin}/fr/sitemap.xml`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /si/');
  expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
});

test('home pages have canonical, en/jp hreflang and Organization + WebSite JSON-LD', async ({
  page,
  visit,
}) => {
  await visit('/jp/');
  const origin = new URL(page.url()).origin;
  const tags = await seoTags(page);
  expect(tags.canonical).toEqual([`${origin}/jp/`]);
  expect(tags.hreflang).toEqual([
    ['en', `${origin}/`],
    ['ja', `${origin}/jp/`],
    ['x-default', `${origin}/`],
  ]);
  expect(jsonLdTypes(tags.jsonLd)).toEqual(['Organization', 'WebSite']);
  expect(tags.description[0]!.length).toBeGreaterThan(10);
  expect(tags.ogImage).toEqual([`${origin}/images/social/petcare.png`]);
});

test('a news article has NewsArticle JSON-LD, its cover as share picture and hreflang from its translations', async ({
  page,
  visit,
  request,
}) => {
  const [post] = await newsOf(request, 'fr');
  await visit(`/fr/news/${post!.slug}/`);
  const origin = new URL(page.url()).origin;
  const tags = await seoTags(page);
  expect(tags.canonical).toEqual([`${origin}/fr/news/${post!.slug}/`]);
  expect(jsonLdTypes(tags.jsonLd)).toEqual(['NewsArticle', 'BreadcrumbList']);
  const article = (JSON.parse(tags.jsonLd[0]!) as { headline: string; inLanguage: string }[])[0]!;
  expect(article).toMatchObject({ headline: post!.title, inLanguage: 'fr' });
  expect(tags.ogImage[0]).toMatch(new RegExp(`^${origin}/images/social/covers/[a-z-]+\\.png$`));
  expect((await request.get(new URL(tags.ogImage[0]!).pathname)).status()).toBe(200);
  const hreflang = Object.fromEntries(tags.hreflang);
  expect(hreflang.fr).toBe(`${origin}/fr/news/${post!.slug}/`);
  expect(hreflang['x-default']).toBe(hreflang.en);
  expect(Object.keys(hreflang).length).toBeGreaterThan(5);
});

test('error pages are noindex and have no canonical', async ({ page, visit }) => {
  await visit('/error/404/');
  const tags = await seoTags(page);
  expect(tags.robots).toEqual(['noindex']);
  expect(tags.canonical).toEqual([]);
});
