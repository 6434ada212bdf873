import { redirectFor, redirectForUrl, splitUrl } from './redirectRules';

describe('redirectFor: /ja goes to /jp', () => {
  it.each([
    ['/ja', '/jp/'],
    ['/ja/', '/jp/'],
    ['/ja/news/abc/', '/jp/news/abc/'],
    ['/JA/news/', '/jp/news/'],
  ])('%s → %s (301)', (from, to) => {
    expect(redirectFor({ pathname: from })).toEqual({ to, status: 301, rule: 'ja-to-jp' });
  });

  it('keeps the query and the hash', () => {
    expect(redirectForUrl('/ja/news/abc/?x=1&y=%20#top')?.to).toBe('/jp/news/abc/?x=1&y=%20#top');
  });

  it('does not touch paths that merely contain ja', () => {
    expect(redirectFor({ pathname: '/jam/' })).toBeNull();
    expect(redirectFor({ pathname: '/news/ja/' })).toBeNull();
    expect(redirectFor({ pathname: '/jp/news/' })).toBeNull();
  });
});

describe('redirectFor: the old AI assistance pages', () => {
  it.each([
    ['/ai-assistance/symptom-checker', '/si/'],
    ['/ai-assistance/symptom-checker/', '/si/'],
    ['/ai-assistance/image-analysis', '/si/image-analysis/'],
    ['/ai-assistance/image-analysis/new/', '/si/image-analysis/new/'],
    // The locale prefix is ignored when matching; Japanese visitors stay in Japanese.
    ['/jp/ai-assistance/symptom-checker/', '/jp/si/'],
    ['/fr/ai-assistance/image-analysis/', '/si/image-analysis/'],
    ['/es-us/ai-assistance/image-analysis/new', '/si/image-analysis/new/'],
    ['/ja/ai-assistance/symptom-checker', '/jp/si/'],
  ])('%s → %s (301)', (from, to) => {
    expect(redirectFor({ pathname: from })).toMatchObject({ to, status: 301 });
  });

  it('keeps the query', () => {
    expect(redirectForUrl('/ai-assistance/symptom-checker?pet=2#chat')?.to).toBe('/si/?pet=2#chat');
  });

  it('leaves other AI paths alone (they are unmatched, so 404)', () => {
    expect(redirectFor({ pathname: '/ai-assistance/' })).toBeNull();
    expect(redirectFor({ pathname: '/ai-assistance/image-analysis/old/' })).toBeNull();
  });
});

describe('redirectFor: the retired product page', () => {
  it.each([
    ['/pet-accessories/custom-engraved-pet-products', '/'],
    ['/pet-accessories/custom-engraved-pet-products/', '/'],
    ['/jp/pet-accessories/custom-engraved-pet-products/', '/jp/'],
    ['/en-gb/pet-accessories/custom-engraved-pet-products/', '/'],
  ])('%s → home %s (301)', (from, to) => {
    expect(redirectFor({ pathname: from })).toEqual({ to, status: 301, rule: 'retired-product' });
  });
});

describe('redirectFor: only en and jp are system locales', () => {
  it.each([
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/care/', '/care/'],
    ['/es-us/care/london/camden-vets/', '/care/london/camden-vets/'],
    ['/pt-br/privacy-policy/', '/privacy-policy/'],
    ['/en-gb/error/404/', '/error/404/'],
    ['/es/si/', '/si/'],
  ])('%s → %s (302)', (from, to) => {
    expect(redirectFor({ pathname: from })).toEqual({ to, status: 302, rule: 'system-locale' });
  });

  it.each([
    '/fr/news/',
    '/fr/news',
    '/fr/news/some-article/',
    '/es-mx/news/post/x/',
    '/pt/news/faq/y/',
  ])('keeps the news page %s localised', (path) => {
    expect(redirectFor({ pathname: path })).toBeNull();
  });

  it('leaves files such as the per-locale sitemap alone', () => {
    expect(redirectFor({ pathname: '/fr/sitemap.xml' })).toBeNull();
  });

  it('does not touch the system locales', () => {
    for (const path of ['/', '/care/', '/jp/', '/jp/care/', '/news/', '/si/']) {
      expect(redirectFor({ pathname: path })).toBeNull();
    }
  });

  it('keeps the query and hash', () => {
    expect(redirectForUrl('/fr/care/?q=1#list')).toMatchObject({ to: '/care/?q=1#list' });
  });

  it('sends an old page under another locale to its target in one permanent hop', () => {
    expect(redirectFor({ pathname: '/fr/pet-accessories/custom-engraved-pet-products/' })).toEqual({
      to: '/',
      status: 301,
      rule: 'retired-product',
    });
  });
});

describe('splitUrl', () => {
  it('splits path, query and hash', () => {
    expect(splitUrl('/a/b?x=1#h?')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h?' });
    expect(splitUrl('/a#h')).toEqual({ pathname: '/a', search: '', hash: '#h' });
    expect(splitUrl('?x')).toEqual({ pathname: '/', search: '?x', hash: '' });
  });
});
