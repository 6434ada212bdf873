import type { EchoOptions } from 'laravel-echo';
import type { RealtimeConfig } from './realtimeConfig';
import { authOptions } from './realtimeAuth';
import type { RealtimeLibraries } from './realtimeLibraries';

/** laravel-echo's options for our configuration: one WebSocket, our own stats host, our auth. */
export function echoOptions(
  Pusher: RealtimeLibraries['Pusher'],
  config: RealtimeConfig,
  key: string,
  headers: () => Record<string, string>,
): EchoOptions<'pusher'> {
  const tls = config.scheme === 'https';
  return {
    broadcaster: 'pusher',
    Pusher,
    key,
    // pusher-js 8 insists on a cluster; with wsHost given it is not used for the address.
    cluster: '',
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: tls,
    // Only the WebSocket the configuration serves. pusher-js's 'ws' transport is the main one
    // and uses wss:// when forceTLS is on; its 'wss' transport is a second try over TLS after
    // a plain connection failed — against a plain-http endpoint only a delay, so it is left
    // out. The HTTP fallbacks would load SockJS from js.pusher.com and talk to
    // sockjs.pusher.com; our server speaks WebSocket only.
    enabledTransports: ['ws'],
    httpHost: config.host,
    httpPort: config.port,
    httpsPort: config.port,
    // spec.md section 9: pusher-js's timeline (at most 50 entries, sent every 60 s and on
    // each connection) goes to our own API host, which logs it — never to stats.pusher.com.
    enableStats: true,
    statsHost: config.statsHost,
    namespace: 'App.Events',
    ...authOptions(config, headers),
  };
}
