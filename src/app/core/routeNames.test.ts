import { routeNameFor } from './routeNames';

describe('routeNameFor', () => {
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
    ['/si/image-analysis/new/', 'si-image-analysis-new'],
    ['/pets-threads/12/', 'pets-threads-id'],
    ['/auth/google/callback/', 'auth-provider-callback'],
    ['/auth/login/', 'auth-login'],
    ['/affiliate-program/promo-pack/spring/', 'affiliate-program-promo-pack-slug'],
    ['/my-pets/subscription/', 'my-pets-subscription'],
    ['/jp/my-pets/cart/', 'my-pets-cart'],
    ['/settings/receipts/', 'settings-receipts'],
    ['/jp/settings/receipts/41/', 'settings-receipts-id'],
  ])('%s → %s', (path, name) => {
    expect(routeNameFor(path)).toBe(name);
  });
});
