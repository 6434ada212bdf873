import { parseIslandsConfig, visitNeedsRuntime } from './islandsConfig';

describe('visitNeedsRuntime', () => {
  it('is false for a guest reading a page', () => {
    expect(visitNeedsRuntime('', '')).toBe(false);
    expect(visitNeedsRuntime('nuxt-color-mode=dark; i18n_redirected=jp', '?page=2')).toBe(false);
    // An emptied sign-in cookie (signed out) is no sign-in.
    expect(visitNeedsRuntime('auth-token=', '')).toBe(false);
  });

  it('is true for a browser holding a sign-in token', () => {
    expect(visitNeedsRuntime('i18n_redirected=en; auth-token=12%7Cabc', '')).toBe(true);
  });

  it('is true for a referral link, which the app records', () => {
    expect(visitNeedsRuntime('', '?ref=VET-42')).toBe(true);
    expect(visitNeedsRuntime('', '?utm_source=x&ref=VET-42')).toBe(true);
  });
});

describe('parseIslandsConfig', () => {
  it('reads what the build wrote, and leaves out anything else', () => {
    expect(
      parseIslandsConfig(
        '{"trackingName":"auth-login","runtimeOnInteraction":true,"linksCarryQuery":true,"x":true}',
      ),
    ).toEqual({
      trackingName: 'auth-login',
      runtimeOnInteraction: true,
      linksCarryQuery: true,
    });
    expect(parseIslandsConfig('{"trackingName":7,"runtimeOnInteraction":"yes","x":1}')).toEqual({});
    expect(parseIslandsConfig('not json')).toEqual({});
    expect(parseIslandsConfig(null)).toEqual({});
    expect(parseIslandsConfig('null')).toEqual({});
  });
});
