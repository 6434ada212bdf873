// Reads that check their caller's token in their own statement (tokenInRead, authenticateFrom:
// GET user, the pets list, the dashboard, notifications, a pet's threads) answer every caller exactly as the guard they stand for: the
// same 401 and 403 in the same order before the route's own 404 or empty list, a revoked,
// expired or disabled account's token refused, and the token's last use recorded.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, expectErrorShape, registerKeeper } from '../../test/authHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { authTokens, notifications, userRoles, userSuspensions } from '../db/schema';
import { MINUTE } from '../http/clock';
import { sha256Hex } from '../http/secrets';

jest.setTimeout(120_000);

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer();
});
afterAll(() => t.close());

async function userIdOf(token: string): Promise<number> {
  const [row] = await t.server.database.db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, sha256Hex(token)));
  return row!.userId;
}

const call = (url: string, headers: Record<string, string>) =>
  t.server.app.inject({ method: 'GET', url, headers } satisfies InjectOptions);

/** The signed-in user's reads (any signed-in user may call them). */
const SIGNED_IN_READS = ['/api/user', '/api/keeper/pets', '/api/notifications'];

/**
 * The dashboard and the threads answer as the keeper's guard on the pet's own route does, and
 * the signed-in user's reads as `requireAuth` does (a route it guards: sign-out) — for callers
 * either guard refuses.
 */
async function expectRefusedAsGuards(headers: Record<string, string>, status: 401 | 403) {
  for (const id of [t.me.petId, t.other.petId, 'abc', '2147483648']) {
    const guarded = await call(`/api/keeper/pets/${id}`, headers);
    for (const read of ['dashboard', 'threads']) {
      const folded = await call(`/api/keeper/pets/${id}/${read}`, headers);
      expectErrorShape(folded, status);
      expect([folded.statusCode, folded.json().message]).toEqual([
        guarded.statusCode,
        guarded.json().message,
      ]);
    }
  }
  if (status === 401) {
    for (const url of SIGNED_IN_READS) {
      const folded = await call(url, headers);
      expectErrorShape(folded, 401);
      expect(folded.json().message).toBe('Unauthenticated.');
    }
  }
}

describe('reads that check the token in their own statement', () => {
  it('refuse a request without a token, or with a token nobody has, with 401', async () => {
    await expectRefusedAsGuards({}, 401);
    await expectRefusedAsGuards(bearer('no-such-token'), 401);
    await expectRefusedAsGuards({ authorization: 'Basic abc' }, 401);
  });

  it('refuse a signed-out, an expired and a disabled account’s token with 401', async () => {
    const signedOut = await registerKeeper(t.server.app);
    const out = await t.server.app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: bearer(signedOut.token),
    });
    expect(out.statusCode).toBeLessThan(300);
    await expectRefusedAsGuards(bearer(signedOut.token), 401);

    const expired = await registerKeeper(t.server.app);
    await t.server.database.db
      .update(authTokens)
      .set({ expiresAt: t.clock.now() })
      .where(eq(authTokens.tokenHash, sha256Hex(expired.token)));
    await expectRefusedAsGuards(bearer(expired.token), 401);

    const disabled = await registerKeeper(t.server.app);
    await t.server.database.db.insert(userSuspensions).values({
      userId: await userIdOf(disabled.token),
      disabledAt: t.clock.now(),
      reason: 'test',
    });
    await expectRefusedAsGuards(bearer(disabled.token), 401);
  });

  it('answer 403 to a user who is not a pet keeper, and an empty pets list', async () => {
    // A keeper whose role is taken away keeps a pet: the list still answers none.
    const former = await registerKeeper(t.server.app, { pet: { name: 'Kept', species: 'cat' } });
    const userId = await userIdOf(former.token);
    await t.server.database.db.delete(userRoles).where(eq(userRoles.userId, userId));
    await expectRefusedAsGuards(bearer(former.token), 403);
    const list = await call('/api/keeper/pets', bearer(former.token));
    expect([list.statusCode, list.json()]).toEqual([200, { data: [] }]);
    const user = await call('/api/user', bearer(former.token));
    expect([user.statusCode, user.json().data.roles]).toEqual([200, []]);
    const inbox = await call('/api/notifications', bearer(former.token));
    expect(inbox.statusCode).toBe(200);
  });

  it('answer 403 to an X-Medical-Entity-ID of none of the caller’s roles', async () => {
    const headers = { ...bearer(t.me.token), 'x-medical-entity-id': '999999' };
    await expectRefusedAsGuards(headers, 403);
    for (const url of SIGNED_IN_READS) expectErrorShape(await call(url, headers), 403);
  });

  it('answer the keeper’s own reads, and 404 for a pet not theirs or an id that cannot be', async () => {
    const mine = bearer(t.me.token);
    expect((await call(`/api/keeper/pets/${t.me.petId}/dashboard`, mine)).statusCode).toBe(200);
    for (const id of [t.other.petId, 'abc', '0', '2147483648']) {
      const res = await call(`/api/keeper/pets/${id}/dashboard`, mine);
      expectErrorShape(res, 404);
      expect(res.json().message).toBe('Pet not found.');
    }
    const list = await call('/api/keeper/pets', mine);
    expect(list.json().data.map((pet: { id: string }) => pet.id)).toEqual([t.me.petId]);
    const threads = await call(`/api/keeper/pets/${t.me.petId}/threads`, mine);
    expect([threads.statusCode, threads.json()]).toEqual([200, { data: [] }]);
    const others = await call(`/api/keeper/pets/${t.other.petId}/threads`, mine);
    expectErrorShape(others, 404);
    expect(others.json().message).toBe('Pet not found.');
  });

  it('answer a user without notifications an empty inbox', async () => {
    const keeper = await registerKeeper(t.server.app);
    await t.server.database.db
      .delete(notifications)
      .where(eq(notifications.userId, await userIdOf(keeper.token)));
    const inbox = await call('/api/notifications', bearer(keeper.token));
    expect([inbox.statusCode, inbox.json()]).toEqual([
      200,
      { data: [], meta: { unread_count: 0 } },
    ]);
    const user = await call('/api/user', bearer(keeper.token));
    expect(user.json().data.email).toBe(keeper.email);
  });

  it('answer a keeper without pets an empty list', async () => {
    const keeper = await registerKeeper(t.server.app, { pet: { name: 'Gone', species: 'dog' } });
    const [pet] = (await call('/api/keeper/pets', bearer(keeper.token))).json().data as {
      id: string;
    }[];
    if (pet !== undefined) {
      const removed = await t.server.app.inject({
        method: 'DELETE',
        url: `/api/keeper/pets/${pet.id}`,
        headers: bearer(keeper.token),
      });
      expect(removed.statusCode).toBe(204);
    }
    const list = await call('/api/keeper/pets', bearer(keeper.token));
    expect([list.statusCode, list.json()]).toEqual([200, { data: [] }]);
  });

  it('record the token’s last use (at most once a minute)', async () => {
    const keeper = await registerKeeper(t.server.app, { pet: { name: 'Used', species: 'dog' } });
    const lastUsed = async () =>
      (
        await t.server.database.db
          .select({ at: authTokens.lastUsedAt })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, sha256Hex(keeper.token)))
      )[0]?.at;
    const list = () => call('/api/keeper/pets', bearer(keeper.token));
    expect((await list()).statusCode).toBe(200);
    const first = await lastUsed();
    expect(first?.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(10_000);
    expect((await list()).statusCode).toBe(200);
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    t.clock.advance(MINUTE);
    const [pet] = (await list()).json().data as { id: string }[];
    expect((await lastUsed())?.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(MINUTE + 1000);
    const dashboard = await call(`/api/keeper/pets/${pet!.id}/dashboard`, bearer(keeper.token));
    expect(dashboard.statusCode).toBe(200);
    expect((await lastUsed())?.getTime()).toBe(t.clock.now().getTime());
  });
});
