import { loadConfig } from '../config';
import { realtimeClientEnv } from './realtimeClientEnv';

describe('realtimeClientEnv', () => {
  it('gives only the key for the embedded server (the page origin is the host)', () => {
    expect(realtimeClientEnv(loadConfig({}).realtime)).toEqual({
      GATSBY_REALTIME_ENABLED: 'true',
      GATSBY_PUSHER_APP_KEY: 'petcare-local-key',
    });
  });

  it('points the client at a hosted service', () => {
    const env = { PUSHER_HOST: 'ws.example.com', PUSHER_PORT: '443', PUSHER_APP_KEY: 'k1' };
    expect(realtimeClientEnv(loadConfig(env).realtime)).toEqual({
      GATSBY_REALTIME_ENABLED: 'true',
      GATSBY_PUSHER_APP_KEY: 'k1',
      GATSBY_PUSHER_HOST: 'ws.example.com',
      GATSBY_PUSHER_PORT: '443',
      GATSBY_PUSHER_SCHEME: 'https',
    });
  });

  it('turns the client off with realtime', () => {
    expect(realtimeClientEnv(loadConfig({ REALTIME_ENABLED: 'false' }).realtime)).toEqual({
      GATSBY_REALTIME_ENABLED: 'false',
    });
  });
});
