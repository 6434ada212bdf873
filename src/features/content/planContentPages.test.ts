import type { HomeContent, NewsPost } from './contentTypes';
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
    { homes: { en: home, jp: { ...home, locale: 'jp' } }, news: { en, fr } },
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

  it('paginates news lists only in locales with news', () => {
    expect(paths).toEqual(expect.arrayContaining(['/news/', '/news/page/2/', '/fr/news/']));
    expect(paths).not.toContain('/fr/news/page/2/');
    expect(paths).not.toContain('/jp/news/');
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

  it('links article translations that are built, dropping the others', () => {
    const article = plans.find((p) => p.path === '/news/en-post-1/');
    expect(article?.context.alternates).toEqual([
      { locale: 'en', path: '/news/en-post-1/' },
      { locale: 'fr', path: '/fr/news/fr-post-1/' },
    ]);
  });
});
