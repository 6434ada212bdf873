import { when } from 'mobx';
import { HttpClient } from '../../http/httpClient';
import {
  answerEvents,
  makeChatMessage,
  makeThread,
  makeTriage,
  makeUsage,
  writeStream,
} from '../../test/chatFixtures';
import { jsonOf } from '../../test/fakeApi';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { createChatApi } from './chatApi';
import { ChatStore } from './ChatStore';
import type { ChatLifecycleEvent } from './chatTypes';

const ANSWER =
  'The most important point: vomiting more than once. Urgency: See a vet within 24 hours.';

describe('ChatStore against a real HTTP server', () => {
  let server: TestHttpServer;
  let store: ChatStore;
  let reported: Error[];
  let events: ChatLifecycleEvent[];

  beforeEach(async () => {
    server = await startTestHttpServer();
    reported = [];
    events = [];
    const http = new HttpClient({
      baseUrl: `${server.origin}/api`,
      session: () => ({ locale: 'en', token: 'tok', medicalEntityId: null }),
      // The store asks for no toasts: everything it cannot show itself goes to reportError.
      onError: (error) => {
        throw new Error(`unexpected toast: ${error.message}`);
      },
    });
    store = new ChatStore(createChatApi(http), { reportError: (e) => reported.push(e) });
    store.subscribe((event) => events.push(event));
  });
  afterEach(() => server.close());

  /** Routes by 'METHOD path'; usage and the thread list answer quietly unless a test says. */
  function routes(handlers: Record<string, Parameters<TestHttpServer['handle']>[0]>) {
    server.handle(async (req, res) => {
      const key = `${req.method} ${req.url.split('?')[0]}`;
      const handler = handlers[key];
      if (handler) return handler(req, res);
      if (key === 'GET /api/keeper/chat/usage') return sendJson(res, 200, { data: makeUsage() });
      if (key.startsWith('GET /api/keeper/pets/')) return sendJson(res, 200, { data: [] });
      sendJson(res, 404, { message: `no route ${key}`, errors: {}, error_id: 't' });
    });
  }

  it('streams the first answer into a new thread token by token, then its triage', async () => {
    const seen: string[] = [];
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        writeStream(res, answerEvents(ANSWER), { pauseMs: 15 }),
    });
    store.startNew('pet-1');
    const sending = store.send('  Biscuit has vomited twice since this morning  ');
    expect(store.busy).toBe(true);
    expect(store.entries.map((e) => [e.role, e.text, e.status])).toEqual([
      ['keeper', 'Biscuit has vomited twice since this morning', 'done'],
      ['assistant', '', 'streaming'],
    ]);
    // The answer grows while it streams: partial text before the triage arrives.
    await when(() => (store.entries[1]?.text.length ?? 0) > 10);
    seen.push(store.entries[1]!.text);
    expect(store.entries[1]!.triage).toBeNull();
    expect(store.entries[1]!.status).toBe('streaming');

    await expect(sending).resolves.toBe('answered');
    const answer = store.entries[1]!;
    expect(answer.text).toBe(ANSWER);
    expect(seen[0]!.length).toBeLessThan(ANSWER.length);
    expect(answer.status).toBe('done');
    expect(answer.id).toBe('100');
    expect(answer.triage?.level).toBe('within_24h');
    expect(store.thread?.id).toBe('41');
    expect(store.busy).toBe(false);
    expect(store.draft).toBe('');
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      text: 'Biscuit has vomited twice since this morning',
    });
    expect(server.requests.find((r) => r.method === 'POST')!.headers.accept).toBe(
      'text/event-stream',
    );
    expect(events).toEqual([{ type: 'started', petId: 'pet-1', thread: makeThread() }]);
  });

  it('continues the thread with the next message (no second chat_started)', async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) => writeStream(res, answerEvents(ANSWER)),
      'POST /api/keeper/threads/41/messages': (_req, res) =>
        writeStream(
          res,
          answerEvents('Go to a vet now.', {
            messageId: '102',
            triage: makeTriage({ level: 'emergency' }),
          }),
        ),
    });
    store.startNew('pet-1');
    await store.send('Biscuit has vomited twice');
    await expect(store.send('Now his belly is swollen')).resolves.toBe('answered');
    expect(store.entries).toHaveLength(4);
    expect(store.entries[3]!.text).toBe('Go to a vet now.');
    expect(store.maxLevel).toBe('emergency');
    expect(store.thread?.max_level).toBe('emergency');
    expect(events.filter((e) => e.type === 'started')).toHaveLength(1);
  });

  it('stops the answer: the fetch is aborted and the partial text stays, marked stopped', async () => {
    let closed = false;
    routes({
      'POST /api/keeper/pets/pet-1/chat': async (_req, res) => {
        res.on('close', () => (closed = true));
        await writeStream(res, answerEvents(ANSWER).slice(0, 4), { keepOpen: true });
      },
    });
    store.startNew('pet-1');
    const sending = store.send('Biscuit has vomited');
    await when(() => store.entries[1]!.text === 'The most important ');
    store.stop();
    await expect(sending).resolves.toBe('stopped');
    const answer = store.entries[1]!;
    expect(answer.status).toBe('stopped');
    expect(answer.text).toBe('The most important ');
    expect(store.busy).toBe(false);
    expect(store.thread?.id).toBe('41');
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(true);
    expect(reported).toEqual([]);
  });

  it('shows the limit: the message is taken back, the text returned, the event sent', async () => {
    const limit =
      "You have used today's 10 free symptom-checker messages. They reset in about 5 hours (00:00 UTC).";
    routes({
      'GET /api/keeper/chat/usage': (_req, res) =>
        sendJson(res, 200, { data: makeUsage({ used: 10, remaining: 0 }) }),
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        sendJson(res, 429, { message: limit, errors: { limit: [limit] }, error_id: 'e-1' }),
    });
    store.startNew('pet-1');
    await store.loadUsage('pet-1');
    // The counter already says none are left: nothing is sent.
    expect(store.limitedNow).toBe(true);
    await expect(store.send('Is this OK?')).resolves.toBe('ignored');
    // A counter from earlier in the day: the API refuses.
    store.usage.update('pet-1', (u) => ({ ...u, used: 9, remaining: 1 }));
    await expect(store.send('Is this OK?')).resolves.toBe('limited');
    expect(store.entries).toEqual([]);
    expect(store.draft).toBe('Is this OK?');
    expect(store.limit).toEqual({ petId: 'pet-1', message: limit });
    expect(store.limitedNow).toBe(true);
    expect(store.canSend).toBe(false);
    expect(events).toEqual([{ type: 'limit', petId: 'pet-1', limit: 10 }]);
    expect(reported).toEqual([]);
    // The limit belongs to that pet: another one can still be asked about.
    store.startNew('pet-2');
    expect(store.limitedNow).toBe(false);
  });

  it('the last free message of the day reaches the limit: analytics hears it once', async () => {
    let used = 9;
    routes({
      'GET /api/keeper/chat/usage': (_req, res) =>
        sendJson(res, 200, { data: makeUsage({ used, remaining: 10 - used }) }),
      'POST /api/keeper/pets/pet-1/chat': (_req, res) => {
        used += 1;
        return writeStream(res, answerEvents(ANSWER));
      },
    });
    store.startNew('pet-1');
    await store.loadUsage('pet-1');
    expect(store.limitedNow).toBe(false);
    await expect(store.send('hello')).resolves.toBe('answered');
    await when(() => store.limitedNow);
    await when(() => events.some((e) => e.type === 'limit'));
    expect(events.map((e) => e.type)).toEqual(['started', 'limit']);
    expect(store.canSend).toBe(false);
  });

  it('puts a 422 on the message box and keeps the text', async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        sendJson(res, 422, {
          message: 'The text field must not contain control characters.',
          errors: { text: ['The text field must not contain control characters.'] },
          error_id: 'e-2',
        }),
    });
    store.startNew('pet-1');
    await expect(store.send('hello')).resolves.toBe('refused');
    expect(store.fieldError).toBe('The text field must not contain control characters.');
    expect(store.draft).toBe('hello');
    store.setDraft('hello there');
    expect(store.fieldError).toBeNull();
  });

  it("reports 'Failed to read error stream (Status: {status}).' and gives the text back", async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) => {
        res.writeHead(502, { 'Content-Type': 'text/event-stream' });
        res.end('data: upstream gone');
      },
    });
    store.startNew('pet-1');
    await expect(store.send('hello')).resolves.toBe('refused');
    expect(reported.map((e) => e.message)).toEqual(['Failed to read error stream (Status: 502).']);
    expect(store.entries).toEqual([]);
    expect(store.draft).toBe('hello');
  });

  it("marks the answer failed on 'Invalid JSON from server', keeping what arrived", async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        writeStream(res, [...answerEvents(ANSWER).slice(0, 3), 'data: {"type":"tok\n\n']),
    });
    store.startNew('pet-1');
    await expect(store.send('hello')).resolves.toBe('failed');
    expect(store.entries[1]).toMatchObject({ status: 'failed', text: 'The most ' });
    expect(reported.map((e) => e.message)).toEqual(['Invalid JSON from server']);
  });

  it("shows the server's error event and ends the answer", async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        writeStream(res, [
          ...answerEvents(ANSWER).slice(0, 2),
          { type: 'error', message: 'The answer could not be finished. Please try again.' },
        ]),
    });
    store.startNew('pet-1');
    await expect(store.send('hello')).resolves.toBe('failed');
    expect(store.entries[1]).toMatchObject({
      status: 'failed',
      error: 'The answer could not be finished. Please try again.',
      text: 'The ',
    });
    expect(store.busy).toBe(false);
  });

  it('an answer that ends without done is failed, not whole', async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        writeStream(res, answerEvents(ANSWER).slice(0, 3)),
    });
    store.startNew('pet-1');
    await expect(store.send('hello')).resolves.toBe('failed');
    expect(store.entries[1]!.status).toBe('failed');
    expect(store.entries[1]!.error).toBeNull();
  });

  it('clearing (entering /si) stops the answer and forgets the conversation', async () => {
    routes({
      'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
        writeStream(res, answerEvents(ANSWER).slice(0, 3), { keepOpen: true }),
    });
    store.startNew('pet-1');
    const sending = store.send('hello');
    await when(() => store.entries[1]!.text.length > 0);
    store.clear();
    await expect(sending).resolves.toBe('stopped');
    expect(store.entries).toEqual([]);
    expect(store.thread).toBeNull();
    expect(store.petId).toBeNull();
    expect(store.busy).toBe(false);
  });

  it('reopens a thread with its messages and continues it', async () => {
    const keeper = makeChatMessage({ id: '99', role: 'keeper', text: 'He vomited', triage: null });
    const answer = makeChatMessage({ stopped: true });
    routes({
      'GET /api/keeper/threads/41': (_req, res) =>
        sendJson(res, 200, { data: { thread: makeThread(), messages: [keeper, answer] } }),
      'POST /api/keeper/threads/41/messages': (_req, res) =>
        writeStream(res, answerEvents('Thanks.', { messageId: '103' })),
    });
    await store.open('41');
    expect(store.threadState).toBe('ready');
    expect(store.petId).toBe('pet-1');
    expect(store.entries.map((e) => [e.role, e.status])).toEqual([
      ['keeper', 'done'],
      ['assistant', 'stopped'],
    ]);
    await expect(store.send('No more vomiting since')).resolves.toBe('answered');
    expect(store.entries).toHaveLength(4);
    expect(events).toEqual([]);
  });

  it('a thread that is not there (or not ours) is missing, without a toast', async () => {
    routes({});
    await store.open('77');
    expect(store.threadState).toBe('missing');
    expect(reported).toEqual([]);
  });

  it('lists threads per pet and deletes one', async () => {
    routes({
      'GET /api/keeper/pets/pet-1/threads': (_req, res) =>
        sendJson(res, 200, { data: [makeThread(), makeThread({ id: '40' })] }),
      'DELETE /api/keeper/threads/41': (_req, res) => {
        res.writeHead(204).end();
      },
    });
    await store.loadThreads('pet-1');
    expect(store.threads.valueFor('pet-1')?.map((t) => t.id)).toEqual(['41', '40']);
    expect(store.threads.valueFor('pet-2')).toBeNull();
    await store.removeThread('pet-1', '41');
    expect(store.threads.valueFor('pet-1')?.map((t) => t.id)).toEqual(['40']);
  });

  it('refreshes the free-message counter after each message', async () => {
    let used = 3;
    routes({
      'GET /api/keeper/chat/usage': (req, res) => {
        expect(req.url).toContain('pet_id=pet-1');
        sendJson(res, 200, { data: makeUsage({ used, remaining: 10 - used }) });
      },
      'POST /api/keeper/pets/pet-1/chat': (_req, res) => {
        used += 1;
        return writeStream(res, answerEvents(ANSWER));
      },
    });
    store.startNew('pet-1');
    await store.loadUsage('pet-1');
    expect(store.usage.valueFor('pet-1')?.remaining).toBe(7);
    await store.send('hello');
    await when(() => store.usage.valueFor('pet-1')?.remaining === 6);
  });
});
