import { render } from '@testing-library/react';
import { SeoHead } from './SeoHead';

// Gatsby renders a Head export into <head>; rendering it into a container lets us read the tags.
function head(ui: React.ReactElement) {
  const { container } = render(ui);
  const attr = (selector: string, name: string) =>
    [...container.querySelectorAll(selector)].map((el) => el.getAttribute(name));
  return { container, attr };
}

// Outside Gatsby's Head renderer <html lang> lands inside a <div>; React says so, harmlessly.
beforeEach(() => {
  const original = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('validateDOMNesting')) return;
    original(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('SeoHead', () => {
  it('writes title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD', () => {
    const { container, attr } = head(
      <SeoHead
        locale="jp"
        title="記事"
        description="説明"
        path="/jp/news/a/"
        alternates={[
          { locale: 'en', path: '/news/a/' },
          { locale: 'jp', path: '/jp/news/a/' },
        ]}
        ogType="article"
        jsonLd={[{ '@context': 'https://schema.org', '@type': 'NewsArticle' }]}
      />,
    );
    expect(container.querySelector('title')?.textContent).toBe('記事 | PetCare');
    expect(attr('meta[name="description"]', 'content')).toEqual(['説明']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://petcare.test/jp/news/a/']);
    expect(attr('link[rel="alternate"]', 'hreflang')).toEqual(['en', 'ja', 'x-default']);
    expect(attr('link[rel="alternate"]', 'href')).toEqual([
      'https://petcare.test/news/a/',
      'https://petcare.test/jp/news/a/',
      'https://petcare.test/news/a/',
    ]);
    expect(attr('meta[property="og:url"]', 'content')).toEqual(['https://petcare.test/jp/news/a/']);
    expect(attr('meta[property="og:type"]', 'content')).toEqual(['article']);
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['ja_JP']);
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toEqual(['en_US']);
    expect(attr('meta[property="og:image"]', 'content')).toEqual([
      'https://petcare.test/images/social/petcare.png',
    ]);
    expect(attr('meta[name="twitter:card"]', 'content')).toEqual(['summary_large_image']);
    const jsonLd = container.querySelector('script[type="application/ld+json"]')?.textContent;
    expect(JSON.parse(jsonLd ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
    });
  });

  it('points a duplicate at its original and lists no languages for it', () => {
    const { attr } = head(
      <SeoHead
        locale="en"
        title="Page 2"
        path="/news/post/x/"
        canonicalPath="/news/x/"
        alternates={[
          { locale: 'en', path: '/news/x/' },
          { locale: 'fr', path: '/fr/news/x/' },
        ]}
      />,
    );
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://petcare.test/news/x/']);
    expect(attr('link[rel="alternate"]', 'hreflang')).toEqual([]);
  });

  it('marks noindex pages and gives them no canonical, social tags or JSON-LD', () => {
    const { container, attr } = head(
      <SeoHead
        locale="en"
        title="Page not found"
        path="/error/404/"
        noIndex
        jsonLd={[{ '@type': 'Thing' }]}
      />,
    );
    expect(attr('meta[name="robots"]', 'content')).toEqual(['noindex']);
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('meta[property^="og:"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
