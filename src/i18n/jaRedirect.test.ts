import { jaRedirectTarget } from './jaRedirect';

describe('jaRedirectTarget', () => {
  it('moves /ja paths under /jp, keeping query and hash', () => {
    expect(jaRedirectTarget('/ja')).toBe('/jp/');
    expect(jaRedirectTarget('/ja/')).toBe('/jp/');
    expect(jaRedirectTarget('/ja/news/abc/', '?x=1', '#top')).toBe('/jp/news/abc/?x=1#top');
  });

  it('leaves other paths alone', () => {
    expect(jaRedirectTarget('/jp/news/')).toBeNull();
    expect(jaRedirectTarget('/jam/')).toBeNull();
    expect(jaRedirectTarget('/news/ja/')).toBeNull();
  });
});
