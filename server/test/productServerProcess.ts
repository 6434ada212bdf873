// The product's own API (createTestServer on in-memory PGlite, embedded Pusher-protocol server
// included) listening on a free loopback port, in its own Node process: the web tests run in
// jsdom, where the server's database and ES modules do not load. Started by
// src/test/productServer.ts.
// It prints {"origin": "..."} first, then answers one JSON line per command read on stdin:
//   {"id", "cmd": "register"}                     → {"id", "token", "userId"} (a new keeper)
//   {"id", "cmd": "notify", "userId", "title"}    → {"id", "notification"} (created + broadcast)
//   {"id", "cmd": "drop"}                         → {"id"} after cutting every WebSocket
//   {"id", "cmd": "config"}                       → {"id", "key", "appId"}
// Uploads go to a temporary folder of its own; PRODUCT_SERVER_ENV (JSON) adds settings, e.g. a
// lower HEALTH_REPORTS_PER_DAY.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { registerKeeper } from './authHelpers';
import { listenLocally } from './listeningServer';
import { createTestServer } from './testServer';

interface Command {
  id: number;
  cmd: 'register' | 'notify' | 'drop' | 'config';
  userId?: string;
  title?: string;
}

async function main(): Promise<void> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'petcare-product-server-'));
  const extra = JSON.parse(process.env.PRODUCT_SERVER_ENV ?? '{}') as Record<string, string>;
  const server = await createTestServer({
    env: { STORAGE_LOCAL_DIR: storageDir, ...extra },
  });
  const upgraded = new Set<Socket>();
  server.app.server.on('upgrade', (_request, socket: Socket) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
  });
  const { origin } = await listenLocally(server);
  const reply = (message: Record<string, unknown>) =>
    process.stdout.write(`${JSON.stringify(message)}\n`);
  reply({ origin });

  const run = async (command: Command): Promise<Record<string, unknown>> => {
    switch (command.cmd) {
      case 'register': {
        const keeper = await registerKeeper(server.app);
        return { token: keeper.token, userId: keeper.user.id };
      }
      case 'notify': {
        const [row] = await server.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.publicId, command.userId ?? ''));
        if (!row) throw new Error(`no user ${command.userId}`);
        const notification = await server.app.notifications.createNotification(row.id, 'care_tip', {
          title: command.title ?? 'A care tip',
          body: 'Sent by the test.',
          action_url: null,
        });
        return { notification };
      }
      case 'drop':
        // As a network failure would: no closing handshake.
        for (const socket of upgraded) socket.destroy();
        return {};
      case 'config':
        return { key: server.config.realtime.key, appId: server.config.realtime.appId };
    }
  };

  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const command = JSON.parse(line) as Command;
    run(command).then(
      (result) => reply({ id: command.id, ...result }),
      (error: unknown) => reply({ id: command.id, error: String(error) }),
    );
  });
  lines.on('close', () => {
    void server
      .close()
      .then(() => rm(storageDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
