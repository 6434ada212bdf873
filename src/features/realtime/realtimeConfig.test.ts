import { realtimeConfigFrom } from './realtimeConfig';

describe('realtimeConfigFrom (spec.md section 3, Realtime config)', () => {
  it("uses the page's own origin when host, port and scheme are unset (the embedded server)", () => {
    expect(
      realtimeConfigFrom(
        { GATSBY_PUSHER_APP_KEY: 'petcare-local-key' },
        'http://localhost:8000/settings/',
        '/api',
      ),
    ).toEqual({
      enabled: true,
      appKey: 'petcare-local-key',
      host: 'localhost',
      port: 8000,
      scheme: 'http',
      authEndpoint: 'http://localhost:8000/broadcasting/auth',
      userAuthEndpoint: 'http://localhost:8000/broadcasting/user-auth',
      statsHost: 'localhost:8000',
    });
    expect(realtimeConfigFrom({}, 'https://petcare.example/', '/api')).toMatchObject({
      appKey: null,
      host: 'petcare.example',
      port: 443,
      scheme: 'https',
    });
  });

  it('connects to a hosted service when the build names one; auth stays at the API origin', () => {
    expect(
      realtimeConfigFrom(
        {
          GATSBY_REALTIME_ENABLED: 'true',
          GATSBY_PUSHER_APP_KEY: 'k',
          GATSBY_PUSHER_HOST: 'ws.soketi.example',
          GATSBY_PUSHER_SCHEME: 'https',
        },
        'http://localhost:8000/',
        'https://api.petcare.example/api',
      ),
    ).toEqual({
      enabled: true,
      appKey: 'k',
      host: 'ws.soketi.example',
      port: 443,
      scheme: 'https',
      authEndpoint: 'https://api.petcare.example/broadcasting/auth',
      userAuthEndpoint: 'https://api.petcare.example/broadcasting/user-auth',
      // The timeline goes to our API, not to the hosted realtime service.
      statsHost: 'api.petcare.example',
    });
    expect(
      realtimeConfigFrom(
        {
          GATSBY_PUSHER_HOST: 'ws.example',
          GATSBY_PUSHER_PORT: '6001',
          GATSBY_PUSHER_SCHEME: 'http',
        },
        'https://petcare.example/',
        '/api',
      ),
    ).toMatchObject({ host: 'ws.example', port: 6001, scheme: 'http' });
  });

  it('is off when the build says so, and ignores values it cannot use', () => {
    for (const off of ['false', '0', 'off', 'FALSE'])
      expect(
        realtimeConfigFrom({ GATSBY_REALTIME_ENABLED: off }, 'http://a/', '/api').enabled,
      ).toBe(false);
    expect(
      realtimeConfigFrom(
        { GATSBY_PUSHER_APP_KEY: '  ', GATSBY_PUSHER_PORT: 'x', GATSBY_PUSHER_SCHEME: 'ftp' },
        'http://localhost:8000/',
        '/api',
      ),
    ).toMatchObject({ appKey: null, port: 8000, scheme: 'http' });
  });
});
