// For the tests of answers an API instance keeps (http/answerCache.ts): what the instance under
// test answers, what a new instance on the same database builds (its cache empty), and the check
// that a change is seen: the answer differs from before and is what the new instance builds.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { ManualClock } from '../src/http/clock';
import type { TestServer } from './testServer';

export interface CachedAnswers {
  /** The answer of the instance under test (200 expected). */
  answer(): Promise<string>;
  /** What an instance that never answered this builds now. */
  freshAnswer(): Promise<string>;
  /** Runs `change` (an API call must be accepted), then expects it seen, naming `what` if not. */
  expectSeen(what: string, change: () => Promise<unknown>): Promise<void>;
}

/** Another instance of the API on the test server's database, with caches of its own. */
export async function anotherInstance({
  server,
  clock,
}: {
  server: TestServer;
  clock?: ManualClock;
}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: server.config,
    database: server.database,
    logger: false,
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return app;
}

/** `headers`: the caller's (a bearer token), none for a public read. */
export function cachedAnswers(
  { server, clock }: { server: TestServer; clock?: ManualClock },
  url: string,
  headers: Record<string, string> = {},
): CachedAnswers {
  const get = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.payload;
  };
  const answer = () => get(server.app);
  const freshAnswer = async () => {
    const scratch = await anotherInstance({ server, clock });
    try {
      return await get(scratch);
    } finally {
      await scratch.close();
    }
  };
  return {
    answer,
    freshAnswer,
    async expectSeen(what, change) {
      try {
        const before = await answer();
        expect(await answer()).toBe(before);
        const result = await change();
        if (result && typeof result === 'object' && 'statusCode' in result) {
          expect((result as { statusCode: number }).statusCode).toBeLessThan(300);
        }
        const after = await answer();
        expect(after).not.toBe(before);
        expect(after).toBe(await freshAnswer());
      } catch (error) {
        throw new Error(`after ${what}: ${(error as Error).message}`);
      }
    },
  };
}
