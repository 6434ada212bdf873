import type { CityContent, ContentPage, FaqArticle, HomeContent, NewsPost } from './contentTypes';
import { newsArticlePath, newsListPath, paginate } from './newsPaths';
import { planContentPages } from './planContentPages';

function post(
  locale: NewsPost['locale'],
  n: number,
  translations: NewsPost['translations'] = [],
): NewsPost {
  return {
    id: n,
    key: `k${n}`,
    slug: `${locale}-post-${n}`,
    locale,
    title: `Post ${n}`,
    excerpt: 'x',
    category: 'care',
    cover_image: null,
    reading_minutes: 3,
    published_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    translations,
    body_html: `<p>Body ${n}</p><script>alert(1)</script>`,
  };
}

const home: HomeContent = {
  locale: 'en',
  hero: { title: 'Hi', subtitle: 'Sub', cta_label: 'Go' },
  features: [],
  latest_news: [post('en', 1)],
};

describe('news paths', () => {
  it('builds list and article paths per locale', () => {
    expect(newsListPath('en')).toBe('/news/');
    expect(newsListPath('en', 2)).toBe('/news/page/2/');
    expect(newsListPath('pt-br', 3)).toBe('/pt-br/news/page/3/');
    expect(newsArticlePath('jp', 'sanpo')).toBe('/jp/news/sanpo/');
  });

  it('paginates 12 per page', () => {
    expect(paginate(Array.from({ length: 25 }, (_, i) => i)).map((p) => p.length)).toEqual([
      12, 12, 1,
    ]);
    expect(paginate([])).toEqual([]);
  });
});

describe('planContentPages', () => {
  const en = Array.from({ length: 13 }, (_, i) =>
    post(
      'en',
      i + 1,
      i === 0
        ? [
            { locale: 'fr', slug: 'fr-post-1' },
            { locale: 'es', slug: 'gone' },
          ]
        : [],
    ),
  );
  const fr = [post('fr', 1, [{ locale: 'en', slug: 'en-post-1' }])];
  const plans = planContentPages(
    {
      homes: { en: home, jp: { ...home, locale: 'jp' } },
      news: { en, fr },
      faq: {},
      cities: {},
      pages: {},
    },
    (html) => html.replace(/<script>.*<\/script>/, ''),
  );
  const paths = plans.map((p) => p.path);

  it('creates home pages for the locales with home content', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/jp/']));
    const enHome = plans.find((p) => p.path === '/');
    expect(enHome?.context.alternates).toEqual([
      { locale: 'en', path: '/' },
      { locale: 'jp', path: '/jp/' },
    ]);
  });

  it('paginates news lists in locales with news, and gives a home without news an empty list', () => {
    expect(paths).toEqual(expect.arrayContaining(['/news/', '/news/page/2/', '/fr/news/']));
    expect(paths).not.toContain('/fr/news/page/2/');
    const jpList = plans.find((p) => p.path === '/jp/news/');
    expect(jpList?.template === 'newsList' && jpList.context.posts).toEqual([]);
    expect(jpList?.sitemap).toBe(false);
    expect(paths).not.toContain('/es/news/');
    const second = plans.find((p) => p.path === '/news/page/2/');
    expect(second?.template === 'newsList' && second.context).toMatchObject({
      page: 2,
      pageCount: 2,
      total: 13,
    });
  });

  it('creates an article page per post with its body sanitised and list items without bodies', () => {
    const article = plans.find((p) => p.path === '/news/en-post-1/');
    expect(article?.template === 'newsArticle' && article.context.post.body_html).toBe(
      '<p>Body 1</p>',
    );
    const list = plans.find((p) => p.path === '/news/');
    expect(list?.template === 'newsList' && list.context.posts[0]).not.toHaveProperty('body_html');
  });

  it('keeps translations out of page contexts: they travel once, as alternates', () => {
    const article = plans.find((p) => p.path === '/news/en-post-1/');
    expect(article?.template === 'newsArticle' && article.context.post).not.toHaveProperty(
      'translations',
    );
    const list = plans.find((p) => p.path === '/news/');
    expect(list?.template === 'newsList' && list.context.posts[0]).not.toHaveProperty(
      'translations',
    );
  });

  it('names the cover pictures each page shows, for its page query', () => {
    const covered = planContentPages(
      {
        homes: { en: { ...home, latest_news: [{ ...post('en', 1), cover_image: '/p/a.jpg' }] } },
        news: {
          en: [
            { ...post('en', 1), cover_image: '/p/a.jpg' },
            { ...post('en', 2), cover_image: '/images/covers/dog-walk.svg' },
            post('en', 3),
          ],
        },
        faq: { en: [{ ...faq('en', 1), cover_image: 'https://cdn.example/q.png' }] },
        cities: {},
        pages: {},
      },
      (html) => html,
    );
    const imagesAt = (path: string) =>
      (covered.find((p) => p.path === path)?.context as { images?: string[] }).images;
    expect(imagesAt('/')).toEqual(['/p/a.jpg']);
    expect(imagesAt('/news/')).toEqual(['/p/a.jpg', '/images/covers/dog-walk.svg']);
    expect(imagesAt('/news/en-post-3/')).toEqual([]);
    expect(imagesAt('/news/faq/en-faq-1/')).toEqual(['https://cdn.example/q.png']);
  });

  it('links article translations that are built, dropping the others', () => {
    const article = plans.find((p) => p.path === '/news/en-post-1/');
    expect(article?.context.alternates).toEqual([
      { locale: 'en', path: '/news/en-post-1/' },
      { locale: 'fr', path: '/fr/news/fr-post-1/' },
    ]);
  });
});

function faq(
  locale: FaqArticle['locale'],
  n: number,
  category = 'Health',
  translations: FaqArticle['translations'] = [],
): FaqArticle {
  return {
    id: n,
    key: `f${n}`,
    slug: `${locale}-faq-${n}`,
    locale,
    question: `Question ${n}?`,
    excerpt: 'Short answer.',
    category,
    cover_image: null,
    published_at: '2026-02-01T00:00:00Z',
    updated_at: `2026-02-0${n}T00:00:00Z`,
    translations,
    answer_html: `<p>Answer ${n}</p><script>x()</script>`,
  };
}

function page(locale: ContentPage['locale'], key: string): ContentPage {
  return {
    key,
    slug: key,
    locale,
    title: `Title ${key}`,
    body_html: '<p>Text</p><script>x()</script>',
    updated_at: '2026-01-05T00:00:00Z',
  };
}

describe('planContentPages: FAQ, archive, free-standing pages, contact and care', () => {
  const sanitize = (html: string) => html.replace(/<script>.*<\/script>/, '');
  const london: CityContent = {
    id: 1,
    key: 'london',
    slug: 'london',
    locale: 'en',
    name: 'London',
    region: 'Greater London',
    country: 'United Kingdom',
    intro: 'Intro',
    care_items: [],
  };
  const plans = planContentPages(
    {
      homes: { en: home },
      news: { en: [post('en', 1)], fr: [post('fr', 2)] },
      faq: {
        en: [
          faq('en', 1, 'Health', [
            { locale: 'jp', slug: 'jp-faq-1' },
            { locale: 'fr', slug: 'gone' },
          ]),
          faq('en', 2, 'Food'),
          faq('en', 3, 'Health'),
        ],
        jp: [faq('jp', 1, '健康', [{ locale: 'en', slug: 'en-faq-1' }])],
      },
      cities: { en: [london] },
      pages: {
        en: { vet: page('en', 'vet'), 'privacy-policy': page('en', 'privacy-policy') },
        jp: { 'privacy-policy': page('jp', 'privacy-policy') },
      },
    },
    sanitize,
  );
  const byPath = (path: string) => plans.find((p) => p.path === path);

  it('builds the FAQ index and articles in every locale with news or FAQ', () => {
    expect(byPath('/news/faq/')?.template).toBe('faqIndex');
    expect(byPath('/jp/news/faq/')?.template).toBe('faqIndex');
    // French has news but no questions: an empty index the menus can link to, kept out of the sitemap.
    const frIndex = byPath('/fr/news/faq/');
    expect(frIndex?.template === 'faqIndex' && frIndex.context.articles).toEqual([]);
    expect(frIndex?.sitemap).toBe(false);
    const index = byPath('/news/faq/');
    expect(index?.template === 'faqIndex' && index.context.articles[0]).not.toHaveProperty(
      'answer_html',
    );
  });

  it('sanitises answers, links translations and prefers related questions of the same category', () => {
    const article = byPath('/news/faq/en-faq-1/');
    if (article?.template !== 'faqArticle') throw new Error('no FAQ article page');
    expect(article.context.article.answer_html).toBe('<p>Answer 1</p>');
    expect(article.context.alternates).toEqual([
      { locale: 'en', path: '/news/faq/en-faq-1/' },
      { locale: 'jp', path: '/jp/news/faq/jp-faq-1/' },
    ]);
    expect(article.context.related.map((r) => r.slug)).toEqual(['en-faq-3', 'en-faq-2']);
    expect(article.sitemap).toEqual({ lastmod: '2026-02-01T00:00:00Z' });
  });

  it('builds the news archive in sitemap and the client-only /news/post/* page outside it', () => {
    const archive = byPath('/news/post/');
    expect(archive?.template === 'newsArchive' && archive.context.posts).toEqual([
      {
        locale: 'en',
        slug: 'en-post-1',
        title: 'Post 1',
        category: 'care',
        published_at: '2026-01-01T00:00:00Z',
      },
    ]);
    expect(archive?.sitemap).not.toBe(false);
    const jpArchive = byPath('/jp/news/post/');
    expect(jpArchive?.template === 'newsArchive' && jpArchive.context.posts).toEqual([]);
    expect(jpArchive?.sitemap).toBe(false);
    const alias = plans.find((p) => p.template === 'newsPostAlias' && p.locale === 'fr');
    expect(alias).toMatchObject({
      path: '/fr/news/post/_/',
      matchPath: '/fr/news/post/*',
      sitemap: false,
    });
    expect(alias?.template === 'newsPostAlias' && alias.context.slugs).toEqual(['fr-post-2']);
  });

  it('builds free-standing pages at /{key}/ with the vet page in its own template', () => {
    expect(byPath('/vet/')?.template).toBe('vet');
    const privacy = byPath('/jp/privacy-policy/');
    expect(privacy?.template).toBe('contentPage');
    expect(privacy?.context.alternates).toEqual([
      { locale: 'en', path: '/privacy-policy/' },
      { locale: 'jp', path: '/jp/privacy-policy/' },
    ]);
    expect(privacy?.template === 'contentPage' && privacy.context.page.body_html).toBe(
      '<p>Text</p>',
    );
    expect(byPath('/jp/vet/')).toBeUndefined();
  });

  it('builds the contact page in the system locales only', () => {
    expect(plans.filter((p) => p.template === 'contact').map((p) => p.path)).toEqual([
      '/contact/',
      '/jp/contact/',
    ]);
  });

  it('builds the care pages', () => {
    expect(byPath('/care/')?.template).toBe('careLanding');
    expect(byPath('/care/london/')?.template).toBe('city');
  });
});
