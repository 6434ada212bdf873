// The symptom checker through the API, on PGlite and PostgreSQL: the event stream's format and
// order, stored answers with their versions, the keeper's stop, the daily free limit and the rate
// limit, validation, and nobody reaching another keeper's threads or pets.
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { databaseGoneAfterCommit } from '../../test/databaseGoneAfterCommit';
import { databaseFingerprint, expectErrorShape } from '../../test/authHelpers';
import { listenLocally } from '../../test/listeningServer';
import { createPetsTestServer, type Keeper, type PetsTestServer } from '../../test/petsTestServer';
import { setPetSubscribed } from '../../test/petSubscription';
import { billingData, pets } from '../db/schema';
import { chatMessages, chatThreads } from './chatTables';
import manifest from '../triage/knowledge/manifest.json';

jest.setTimeout(60_000);

let t: PetsTestServer;
let origin: string;
beforeAll(async () => {
  t = await createPetsTestServer({
    CHAT_FREE_DAILY_LIMIT: '3',
    CHAT_MESSAGES_PER_MINUTE: '4',
    CHAT_STREAM_PACE_MS: '3',
  });
  ({ origin } = await listenLocally(t.server));
  // The caller's dog is subscribed (no daily limit); the daily limit is tested on the other pet.
  await setPetSubscribed(t.server.database.db, Number(t.me.petId), true);
});
afterAll(() => t.close());

type Event = { type: string } & Record<string, unknown>;

/** Posts over real HTTP and reads the `data:` lines of the answer. */
async function chat(keeper: Keeper, path: string, text: string, language = 'en') {
  const res = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${keeper.token}`,
      'content-type': 'application/json',
      'app-language': language,
    },
    body: JSON.stringify({ text }),
  });
  const body = await res.text();
  const events: Event[] = body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return JSON.parse(block.slice('data: '.length)) as Event;
    });
  return { res, body, events };
}

const ok = (e: { events: Event[] }) => e.events.find((x) => x.type === 'done');
const threadOf = (e: { events: Event[] }) => (e.events[0]?.thread as { id: string }).id;
/** The rate limit counts a minute: tests that are not about it move the clock on. */
function nextMinute() {
  t.clock.advance(61_000);
}

describe('the stream', () => {
  it('answers start, tokens, triage and done, and stores both messages with their versions', async () => {
    nextMinute();
    const first = await chat(
      t.me,
      `keeper/pets/${t.me.petId}/chat`,
      'My dog vomited once this morning but is playing normally now',
    );
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const types = first.events.map((e) => e.type);
    expect(types[0]).toBe('start');
    expect(types.slice(-2)).toEqual(['triage', 'done']);
    expect(types.slice(1, -2).every((x) => x === 'token')).toBe(true);
    expect(types.length).toBeGreaterThan(10);

    const start = first.events[0] as unknown as {
      message_id: string;
      thread: Record<string, unknown>;
      level: string;
    };
    // The level is announced before the answer streams, and the triage that ends it agrees.
    const triageEvent = first.events.find((e) => e.type === 'triage') as unknown as {
      triage: { level: string };
    };
    expect(start.level).toBe(triageEvent.triage.level);
    expect(start.thread).toMatchObject({
      pet_id: t.me.petId,
      title: 'My dog vomited once this morning but is playing normally now',
      origin: 'chat',
      message_count: 2,
    });
    const tokens = first.events
      .filter((e) => e.type === 'token')
      .map((e) => e.text)
      .join('');
    const done = ok(first)?.message as { id: string; text: string; role: string; stopped: boolean };
    expect(done).toMatchObject({
      id: start.message_id,
      role: 'assistant',
      stopped: false,
      text: tokens,
    });
    const triage = first.events.find((e) => e.type === 'triage')?.triage as Record<string, unknown>;
    expect(triage).toMatchObject({
      engine_version: manifest.engineVersion,
      knowledge_version: manifest.knowledgeVersion,
      source: 'engine',
      care: null,
    });
    expect(['monitor', 'within_2_3_days', 'no_action']).toContain(triage.level);

    const stored = await t.server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, Number(threadOf(first))));
    expect(stored.map((m) => [m.role, m.engineVersion, m.knowledgeVersion, m.source])).toEqual([
      ['keeper', manifest.engineVersion, manifest.knowledgeVersion, 'engine'],
      ['assistant', manifest.engineVersion, manifest.knowledgeVersion, 'engine'],
    ]);

    // The thread reopens with both messages, and the answer's triage.
    const detail = await t.me.call({
      method: 'GET',
      url: `/api/keeper/threads/${threadOf(first)}`,
    });
    expect(detail.statusCode).toBe(200);
    const { thread, messages } = detail.json().data;
    expect(thread).toMatchObject({
      id: threadOf(first),
      max_level: triage.level,
      message_count: 2,
    });
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['keeper', 'assistant']);
    expect(messages[1]).toEqual({ ...done, triage, created_at: expect.any(String) });

    // A less urgent answer leaves the thread's most urgent level as it was (an emergency earlier).
    await t.server.database.db
      .update(chatThreads)
      .set({ maxLevel: 'emergency' })
      .where(eq(chatThreads.id, Number(threadOf(first))));
    nextMinute();
    const later = await chat(t.me, `keeper/threads/${threadOf(first)}/messages`, 'Thanks');
    expect(later.events.find((e) => e.type === 'triage')?.triage).not.toMatchObject({
      level: 'emergency',
    });
    const again = await t.me.call({ method: 'GET', url: `/api/keeper/threads/${threadOf(first)}` });
    expect(again.json().data.thread).toMatchObject({ max_level: 'emergency', message_count: 4 });
  });

  it('continues a thread: the answer reads the earlier messages of that thread', async () => {
    nextMinute();
    const first = await chat(t.me, `keeper/pets/${t.me.petId}/chat`, 'My dog ate some chocolate');
    const asked = (
      first.events.find((e) => e.type === 'triage')?.triage as {
        questions: { id: string }[];
      }
    ).questions.map((q) => q.id);
    expect(asked.length).toBeGreaterThan(0);
    nextMinute();
    const next = await chat(
      t.me,
      `keeper/threads/${threadOf(first)}/messages`,
      'about 200 g of dark chocolate an hour ago, he weighs 10 kg',
    );
    const triage = next.events.find((e) => e.type === 'triage')?.triage as {
      level: string;
      reasons: { text: string }[];
    };
    expect(triage.level).toBe('emergency');
    expect(JSON.stringify(triage.reasons)).toMatch(/chocolate/i);
    const list = await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/threads` });
    const [newest] = list.json().data;
    expect(newest).toMatchObject({
      id: threadOf(first),
      title: 'My dog ate some chocolate',
      max_level: 'emergency',
      message_count: 4,
    });
  });

  it("gives advice that respects the pet's recorded allergies", async () => {
    const db = t.server.database.db;
    const petId = Number(t.me.petId);
    const [before] = await db
      .select({ allergies: pets.allergies })
      .from(pets)
      .where(eq(pets.id, petId));
    await db
      .update(pets)
      .set({ allergies: ['Chicken'] })
      .where(eq(pets.id, petId));
    try {
      nextMinute();
      const answer = await chat(
        t.me,
        `keeper/pets/${t.me.petId}/chat`,
        'He vomited twice this morning',
      );
      const text = (ok(answer)?.message as { text: string }).text;
      expect(text).toMatch(/allergies/);
      expect(text).not.toMatch(/chicken/i);
    } finally {
      await db
        .update(pets)
        .set({ allergies: before?.allergies ?? [] })
        .where(eq(pets.id, petId));
    }
  });

  it("puts the keeper's city care pages first in an emergency, in the text and the triage", async () => {
    nextMinute();
    const [me] = await t.server.database.db
      .select()
      .from(pets)
      .where(eq(pets.id, Number(t.me.petId)));
    await t.server.database.db.insert(billingData).values({
      userId: me!.userId,
      fullName: 'Test Keeper',
      addressLine1: '1 Road',
      city: 'london',
      postalCode: 'NW1 1AA',
      country: 'GB',
    });
    const res = await chat(
      t.me,
      `keeper/pets/${t.me.petId}/chat`,
      'My dog collapsed and his gums are pale',
    );
    const triage = res.events.find((e) => e.type === 'triage')?.triage as Record<string, unknown>;
    expect(triage.level).toBe('emergency');
    expect(triage.care).toEqual({
      city_slug: 'london',
      city_name: 'London',
      places: [
        { name: 'Camden Vets', phone: '+44 20 0000 0001', url: '/care/london/camden-vets/' },
      ],
    });
    const text = (ok(res)?.message as { text: string }).text;
    const [urgent, care] = text.split('\n\n');
    expect(urgent).toMatch(/^Go to a vet now\./);
    expect(care).toContain('Camden Vets (+44 20 0000 0001)');
    await t.server.database.db.delete(billingData).where(eq(billingData.userId, me!.userId));
  });

  it('stores a stopped answer as partial, with its triage, when the keeper aborts', async () => {
    nextMinute();
    const controller = new AbortController();
    const res = await fetch(`${origin}/api/keeper/pets/${t.me.petId}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.me.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'My dog suddenly collapsed and his gums are blue' }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let received = '';
    while (!/"type":"token"/.test(received)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended without a token: ${received}`);
      received += new TextDecoder().decode(value);
    }
    const start = JSON.parse(received.split('\n\n')[0]!.slice(6)) as {
      message_id: string;
      thread: { id: string };
    };
    controller.abort();
    let row: typeof chatMessages.$inferSelect | undefined;
    for (let i = 0; i < 100; i += 1) {
      [row] = await t.server.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.id, Number(start.message_id)));
      if (row?.triage) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(row?.stopped).toBe(true);
    expect(row?.text.length).toBeGreaterThan(0);
    expect(row?.triage?.level).toBe('emergency');
    const detail = await t.me.call({
      method: 'GET',
      url: `/api/keeper/threads/${start.thread.id}`,
    });
    const answer = detail.json().data.messages[1];
    expect(answer).toMatchObject({ stopped: true, text: row?.text });
    expect(answer.text.length).toBeLessThan(200);
  });
});

describe('the stream when the database goes away', () => {
  it('ends with an error event when the answer cannot be stored, instead of staying open', async () => {
    nextMinute();
    // The same database behind a handle the test can take away in the middle of the stream.
    const fault = databaseGoneAfterCommit(t.server.database);
    const app = await buildApp({
      config: t.server.config,
      database: fault.handle,
      clock: t.clock,
      logger: false,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address !== 'object') throw new Error('not listening');
      const res = await fetch(
        `http://127.0.0.1:${address.port}/api/keeper/pets/${t.me.petId}/chat`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${t.me.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: 'He has been scratching his ears since yesterday' }),
          // Without an end of stream this fails with a timeout instead of waiting for jest's.
          signal: AbortSignal.timeout(30_000),
        },
      );
      // The answer streams (paced): the database goes away once it has started, so storing the
      // finished answer fails.
      const reader = res.body!.getReader();
      let body = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        body += new TextDecoder().decode(value);
        if (body.includes('"type":"start"')) fault.goneNow();
      }
      expect(fault.fired).toBe(true);
      const types = body
        .split('\n\n')
        .filter((block) => block.trim() !== '')
        .map((block) => (JSON.parse(block.slice('data: '.length)) as Event).type);
      expect(types[0]).toBe('start');
      expect(types.at(-1)).toBe('error');
      expect(types).not.toContain('done');
      expect(body).toContain('The answer could not be finished. Please try again.');
    } finally {
      fault.restore();
      await app.close();
    }
  });
});

describe('limits', () => {
  it('refuses the message past the free daily limit with 429, until the next UTC day', async () => {
    t.clock.set(new Date('2026-06-03T20:30:00Z'));
    const usage = () =>
      t.other.call({ method: 'GET', url: `/api/keeper/chat/usage?pet_id=${t.other.petId}` });
    expect((await usage()).json().data).toEqual({
      limit: 3,
      used: 0,
      remaining: 3,
      resets_at: '2026-06-04T00:00:00.000Z',
      unlimited: false,
    });
    for (let i = 0; i < 3; i += 1) {
      nextMinute();
      expect(
        ok(await chat(t.other, `keeper/pets/${t.other.petId}/chat`, 'my cat sneezed twice')),
      ).toBeDefined();
    }
    nextMinute();
    const before = await databaseFingerprint(t.server.database.db);
    const refused = await t.other.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.other.petId}/chat`,
      payload: { text: 'my cat sneezed again' },
    });
    expectErrorShape(refused, 429);
    expect(refused.json().errors.limit[0]).toMatch(
      /3 free .* reset in about 4 hours .*subscription for Tama/,
    );
    const { rate_limits: _a, ...after } = await databaseFingerprint(t.server.database.db);
    const { rate_limits: _b, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect((await usage()).json().data).toMatchObject({ used: 3, remaining: 0 });

    const jp = await t.other.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.other.petId}/chat`,
      headers: { 'app-language': 'jp' },
      payload: { text: '猫がくしゃみをします' },
    });
    expect(jp.json().message).toMatch(/本日の無料メッセージ/);

    t.clock.set(new Date('2026-06-04T00:00:30Z'));
    expect((await usage()).json().data).toMatchObject({ used: 0, remaining: 3 });
    expect(
      ok(await chat(t.other, `keeper/pets/${t.other.petId}/chat`, 'my cat sneezed')),
    ).toBeDefined();
  });

  it('has no daily limit for a subscribed pet, but a rate limit per minute with Retry-After', async () => {
    nextMinute();
    await setPetSubscribed(t.server.database.db, Number(t.other.petId), true);
    const usage = await t.other.call({
      method: 'GET',
      url: `/api/keeper/chat/usage?pet_id=${t.other.petId}`,
    });
    expect(usage.json().data).toMatchObject({ limit: null, remaining: null, unlimited: true });
    for (let i = 0; i < 4; i += 1) {
      expect(
        ok(await chat(t.other, `keeper/pets/${t.other.petId}/chat`, 'my cat has a small scratch')),
      ).toBeDefined();
    }
    const refused = await t.other.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.other.petId}/chat`,
      payload: { text: 'and another question' },
    });
    expectErrorShape(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await setPetSubscribed(t.server.database.db, Number(t.other.petId), false);
  });
});

describe('access and validation', () => {
  it("answers 404 for someone else's thread or pet and for malformed ids, changing nothing", async () => {
    nextMinute();
    const mine = await chat(t.me, `keeper/pets/${t.me.petId}/chat`, 'My dog is scratching his ear');
    const threadId = threadOf(mine);
    nextMinute();
    const before = await databaseFingerprint(t.server.database.db);
    const attempts = [
      { method: 'GET', url: `/api/keeper/threads/${threadId}` },
      { method: 'DELETE', url: `/api/keeper/threads/${threadId}` },
      { method: 'POST', url: `/api/keeper/threads/${threadId}/messages`, payload: { text: 'hi' } },
      { method: 'GET', url: `/api/keeper/pets/${t.me.petId}/threads` },
      { method: 'POST', url: `/api/keeper/pets/${t.me.petId}/threads` },
      { method: 'POST', url: `/api/keeper/pets/${t.me.petId}/chat`, payload: { text: 'hi' } },
      { method: 'GET', url: `/api/keeper/chat/usage?pet_id=${t.me.petId}` },
      { method: 'GET', url: '/api/keeper/threads/abc' },
      { method: 'GET', url: '/api/keeper/threads/99999999999' },
      { method: 'GET', url: '/api/keeper/chat/usage?pet_id=x' },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.other.call(attempt);
      expectErrorShape(res, 404);
    }
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
  });

  it('refuses empty, too long and control-character messages with 422, storing nothing', async () => {
    nextMinute();
    const before = await databaseFingerprint(t.server.database.db);
    for (const payload of [
      { text: '' },
      { text: '   \n ' },
      { text: 'x'.repeat(2001) },
      { text: 'hello\u0007there' },
      { text: 'fine', extra: 1 },
      { text: 42 },
      {},
    ]) {
      const res = await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${t.me.petId}/chat`,
        payload,
      });
      expectErrorShape(res, 422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    expect(await databaseFingerprint(t.server.database.db)).toEqual(before);
    nextMinute();
    expect(
      ok(await chat(t.me, `keeper/pets/${t.me.petId}/chat`, 'x'.repeat(1990) + ' limp')),
    ).toBeDefined();
  });

  it('creates an empty thread, lists threads newest first and deletes one', async () => {
    const created = await t.me.call({
      method: 'POST',
      url: `/api/keeper/pets/${t.me.petId}/threads`,
    });
    expect(created.statusCode).toBe(201);
    const thread = created.json().data;
    expect(thread).toMatchObject({ title: '', max_level: null, message_count: 0, origin: 'chat' });
    nextMinute();
    const answered = await chat(
      t.me,
      `keeper/threads/${thread.id}/messages`,
      'Is it normal that my dog sleeps a lot?',
    );
    expect(threadOf(answered)).toBe(thread.id);
    const list = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/threads` })
    ).json().data;
    expect(list[0].id).toBe(thread.id);
    const times = list.map((x: { last_message_at: string }) => x.last_message_at);
    expect([...times].sort().reverse()).toEqual(times);
    const removed = await t.me.call({ method: 'DELETE', url: `/api/keeper/threads/${thread.id}` });
    expect(removed.statusCode).toBe(204);
    const rows = await t.server.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, Number(thread.id))));
    expect(rows).toEqual([]);
    expect(
      (await t.me.call({ method: 'GET', url: `/api/keeper/threads/${thread.id}` })).statusCode,
    ).toBe(404);
  });
});
