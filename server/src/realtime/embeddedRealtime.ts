// Wires the embedded Pusher-protocol server into the product's one HTTP server: WebSocket upgrades
// at /app/{key} and the HTTP events API at /apps/{appId}/…; closed with the app.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../http/clock';
import type { RealtimeConfig } from './realtimeConfig';
import { eventsApiRoutes } from './eventsApiRoutes';
import { DEFAULT_LIMITS, type PusherServerLimits } from './pusherConnection';
import { PusherServer } from './PusherServer';

export async function registerEmbeddedRealtime(
  app: FastifyInstance,
  config: RealtimeConfig,
  clock: Clock,
  limits: PusherServerLimits = DEFAULT_LIMITS,
): Promise<PusherServer> {
  const server = new PusherServer({
    app: { appId: config.appId, key: config.key, secret: config.secret },
    log: app.log,
    limits,
  });
  app.server.on('upgrade', (request, socket, head: Buffer) => {
    const handled = server.handleUpgrade(request, socket, head);
    // Nobody else on this server speaks WebSocket: refuse other paths instead of hanging.
    if (!handled && app.server.listenerCount('upgrade') === 1) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    }
  });
  // Before the HTTP server closes: open sockets would otherwise keep it waiting.
  app.addHook('preClose', async () => server.close());
  await app.register(eventsApiRoutes, { prefix: '/apps', server, clock });
  return server;
}
