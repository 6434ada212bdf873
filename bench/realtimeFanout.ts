// Realtime benchmark: how many connections one process holds and how many messages per
// second it fans out. Starts the embedded Pusher-protocol server alone (no database) on a random
// local port, opens BENCH_CONNECTIONS raw WebSockets subscribed to one channel, then triggers
// BENCH_EVENTS events through the HTTP events API with the `pusher` library (as the API does) and
// counts deliveries. Clients and server share this process, so the numbers are a lower bound.
//
//   node --import tsx bench/realtimeFanout.ts
//   BENCH_CONNECTIONS=5000 BENCH_EVENTS=200 node --import tsx bench/realtimeFanout.ts
import Fastify from 'fastify';
import PusherServerLibrary from 'pusher';
import WebSocket from 'ws';
import { systemClock } from '../server/src/http/clock';
import { loadConfig } from '../server/src/config';
import { registerEmbeddedRealtime } from '../server/src/realtime/embeddedRealtime';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 2000);
const events = Number(process.env.BENCH_EVENTS ?? 100);
const CHANNEL = 'bench';

async function main(): Promise<void> {
  const { realtime } = loadConfig({ LOG_LEVEL: 'silent' });
  const app = Fastify({ logger: false });
  await registerEmbeddedRealtime(app, realtime, systemClock);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address !== 'object') throw new Error('not listening');
  const url = `ws://127.0.0.1:${address.port}/app/${realtime.key}?protocol=7`;

  const heapBefore = process.memoryUsage().heapUsed;
  let received = 0;
  const connectStart = performance.now();
  const sockets: WebSocket[] = [];
  // Open in batches of 200 so the accept queue never overflows.
  for (let i = 0; i < connections; i += 200) {
    const batch = Array.from({ length: Math.min(200, connections - i) }, async () => {
      const ws = new WebSocket(url);
      sockets.push(ws);
      await new Promise<void>((resolve, reject) => {
        ws.on('error', reject);
        ws.on('message', (raw) => {
          const text = String(raw);
          if (text.includes('connection_established')) {
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
          } else if (text.includes('subscription_succeeded')) resolve();
          else received += 1;
        });
      });
    });
    await Promise.all(batch);
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const heapPerConnection = (process.memoryUsage().heapUsed - heapBefore) / connections;

  const api = new PusherServerLibrary({
    appId: realtime.appId,
    key: realtime.key,
    secret: realtime.secret,
    host: '127.0.0.1',
    port: String(address.port),
  });
  const expected = connections * events;
  const fanoutStart = performance.now();
  for (let i = 0; i < events; i += 1) {
    await api.trigger(CHANNEL, 'tick', { i, at: Date.now() });
  }
  while (received < expected && performance.now() - fanoutStart < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const fanoutSeconds = (performance.now() - fanoutStart) / 1000;

  console.log(`connections held:        ${connections} (opened in ${connectSeconds.toFixed(2)} s)`);
  console.log(`heap per connection:     ~${(heapPerConnection / 1024).toFixed(1)} KiB`);
  console.log(`events triggered:        ${events} (HTTP events API, pusher library)`);
  console.log(`messages delivered:      ${received} of ${expected}`);
  console.log(`fan-out:                 ${Math.round(received / fanoutSeconds)} messages/s`);
  console.log(
    `rss:                     ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`,
  );

  for (const ws of sockets) ws.terminate();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
