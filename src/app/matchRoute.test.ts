import { matchRoute, routeParamNames } from './matchRoute';
import { APP_ROUTES } from './routes';

describe('matchRoute', () => {
  it('finds the route and its parameters for a path with or without trailing slash', () => {
    expect(matchRoute(APP_ROUTES, '/auth/login/')?.route.name).toBe('auth-login');
    expect(matchRoute(APP_ROUTES, '/auth/login?x=1')?.route.name).toBe('auth-login');
    expect(matchRoute(APP_ROUTES, '/auth/google/callback/')).toMatchObject({
      route: { name: 'auth-provider-callback' },
      params: { provider: 'google' },
    });
    expect(matchRoute(APP_ROUTES, '/auth/password-reset/abc%2Fdef/')?.params).toEqual({
      token: 'abc/def',
    });
    expect(matchRoute(APP_ROUTES, '/settings/')).toBeNull();
  });

  it('names the parameters of a pattern', () => {
    expect(routeParamNames('/auth/:provider/callback')).toEqual(['provider']);
  });
});
