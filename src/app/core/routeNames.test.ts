import { routeNameFor } from './routeNames';

// The app's pages are named by their routes: pageViewNames.test.ts walks the route table.
describe('routeNameFor (the public site)', () => {
  it.each([
    ['/', 'index'],
    ['/jp/', 'index'],
    ['/news/', 'news'],
    ['/news/page/3/', 'news'],
    ['/fr/news/why-walks-matter/', 'news-slug'],
    ['/news/post/launch/', 'news-post-slug'],
    ['/news/faq/how-often/', 'news-faq-slug'],
    ['/care/', 'care'],
    ['/care/london/', 'care-citySlug'],
    ['/jp/care/tokyo/shibuya-vets/', 'care-citySlug-slug'],
    ['/privacy-policy/', 'privacy-policy'],
    ['/error/404/', 'error-code'],
  ])('%s → %s', (path, name) => {
    expect(routeNameFor(path)).toBe(name);
  });
});
