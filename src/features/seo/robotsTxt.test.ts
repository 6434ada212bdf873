import { robotsTxt } from './robotsTxt';

describe('robotsTxt', () => {
  const text = robotsTxt('https://petcare.example/');
  const lines = text.split('\n');

  it('allows everything but the API and the signed-in app, in both system locales', () => {
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/']);
    for (const path of ['/si/', '/settings/', '/my-pets/', '/affiliate-program/', '/auth/']) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /jp${path}`);
    }
  });

  it('never blocks the sitemaps or public pages', () => {
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const path of [
      '/sitemap.xml',
      '/sitemap-index.xml',
      '/news/',
      '/care/london/',
      '/jp/contact/',
    ]) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });

  it('points to the sitemap index', () => {
    expect(text).toContain('Sitemap: https://petcare.example/sitemap-index.xml\n');
  });
});
