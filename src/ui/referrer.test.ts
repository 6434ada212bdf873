import { isReferrerExcluded, referrerValue, withReferrer } from './referrer';

const on = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('withReferrer', () => {
  it('appends the current full path, encoded', () => {
    expect(withReferrer('/si/', on('/my-pets/cart/', '?step=2', '#pay'))).toBe(
      '/si/?referrer=%2Fmy-pets%2Fcart%2F%3Fstep%3D2%23pay',
    );
  });

  it('passes on the referrer the current page already has', () => {
    expect(withReferrer('/si/image-analysis/', on('/si/', '?referrer=%2Fnews%2Fa%2F'))).toBe(
      '/si/image-analysis/?referrer=%2Fnews%2Fa%2F',
    );
  });

  it('adds to an existing query and keeps the hash last', () => {
    expect(withReferrer('/settings/preferences/?tab=units#weight', on('/dashboard/'))).toBe(
      '/settings/preferences/?tab=units&referrer=%2Fdashboard%2F#weight',
    );
  });

  it('leaves a target that already names a referrer alone', () => {
    expect(withReferrer('/si/?referrer=%2Fx', on('/dashboard/'))).toBe('/si/?referrer=%2Fx');
  });

  it.each([
    '/',
    '/jp/',
    '/news/',
    '/fr/news/some-article/',
    '/news/faq/how-often/',
    '/care/london/',
    '/jp/care/',
    '/ambassadors/',
    '/vet/',
    '/contact/',
    '/privacy-policy/',
    '/terms-and-conditions/',
    '/providers-terms-of-use/',
    '/jp/specified-commercial-transactions/',
    '/auth/login/',
    '/jp/auth/register/',
    '/error/404/',
    '/sitemap.xml',
  ])('keeps the canonical URL of the excluded target %s', (to) => {
    expect(withReferrer(to, on('/si/'))).toBe(to);
  });

  it('matches whole segments: /veterinary is not /vet', () => {
    expect(isReferrerExcluded('/veterinary/')).toBe(false);
    expect(isReferrerExcluded('/newsletter/')).toBe(false);
    expect(isReferrerExcluded('/jp/si/')).toBe(false);
  });

  it('does not touch external links, protocol-relative links or hash links', () => {
    for (const to of ['https://example.com/si/', '//cdn.example/x', '#top', 'mailto:a@b.c']) {
      expect(withReferrer(to, on('/si/'))).toBe(to);
    }
  });

  it('does nothing without a current location or when linking to the current page', () => {
    expect(withReferrer('/si/', null)).toBe('/si/');
    expect(withReferrer('/dashboard/', on('/dashboard/'))).toBe('/dashboard/');
  });
});

describe('referrerValue', () => {
  it('prefers the existing referrer', () => {
    expect(referrerValue(on('/a/', '?referrer=%2Fb%3Fx%3D1'))).toBe('/b?x=1');
    expect(referrerValue(on('/a/', '?q=1', '#h'))).toBe('/a/?q=1#h');
  });
});
