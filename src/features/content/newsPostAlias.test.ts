import { newsPostAliasTarget } from './newsPostAlias';

describe('newsPostAliasTarget', () => {
  const slugs = ['why-walks-matter', 'cafe-au-lait'];

  it('sends /news/post/{slug}/ to the article, keeping query and hash', () => {
    expect(newsPostAliasTarget('/news/post/why-walks-matter/', '?a=1', '#tips', 'en', slugs)).toBe(
      '/news/why-walks-matter/?a=1#tips',
    );
    expect(newsPostAliasTarget('/fr/news/post/cafe-au-lait', '', '', 'fr', slugs)).toBe(
      '/fr/news/cafe-au-lait/',
    );
  });

  it('sends unknown or malformed slugs to the 404 page of a system locale', () => {
    expect(newsPostAliasTarget('/jp/news/post/nope/', '', '', 'jp', slugs)).toBe('/jp/error/404/');
    expect(newsPostAliasTarget('/fr/news/post/%E0%A4%A/', '', '', 'fr', slugs)).toBe('/error/404/');
  });

  it('ignores paths that are not post aliases', () => {
    expect(newsPostAliasTarget('/news/post/', '', '', 'en', slugs)).toBeNull();
    expect(newsPostAliasTarget('/news/why-walks-matter/', '', '', 'en', slugs)).toBeNull();
  });
});
