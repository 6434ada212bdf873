// The realtime tests need a real socket: the test server listening on a random local port.
import type { TestServer } from './testServer';

export async function listenLocally(server: TestServer): Promise<{ port: number; origin: string }> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address !== 'object') throw new Error('not listening');
  return { port: address.port, origin: `http://127.0.0.1:${address.port}` };
}
