// The chat route with an external OpenAI-compatible model (a local server speaking the streaming
// protocol): the model's text streams through the route and is stored with source `model`; the
// model is sent only this thread's messages and this pet's profile; a model that breaks off
// mid-stream is replaced by the embedded engine (`engine_fallback`) and the keeper still gets an answer.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenLocally } from '../../test/listeningServer';
import { createPetsTestServer, type Keeper, type PetsTestServer } from '../../test/petsTestServer';

jest.setTimeout(60_000);

let model: Server;
let t: PetsTestServer;
let origin: string;
const requests: string[] = [];
let answer: (res: ServerResponse) => void;

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

beforeAll(async () => {
  model = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      requests.push(body);
      answer(res);
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  t = await createPetsTestServer({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: 'local-test-model',
    AI_TIMEOUT_MS: '10000',
    CHAT_STREAM_PACE_MS: '0',
  });
  ({ origin } = await listenLocally(t.server));
});
afterAll(async () => {
  await t.close();
  model.closeAllConnections();
  await new Promise<void>((resolve) => model.close(() => resolve()));
});

async function send(keeper: Keeper, path: string, text: string) {
  const res = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keeper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  return (await res.text())
    .split('\n\n')
    .filter((b) => b.trim())
    .map((b) => JSON.parse(b.slice(6)) as { type: string } & Record<string, unknown>);
}

describe('the external model', () => {
  it("streams the model's answer, stores it as source model, and sends only this thread and pet", async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const part of [
        'Rex may have ',
        'an upset stomach. ',
        'Offer water.\n',
        'URGENCY: monitor',
      ])
        res.write(chunk(part));
      res.end('data: [DONE]\n\n');
    };
    await send(
      t.other,
      `keeper/pets/${t.other.petId}/chat`,
      'Tama the cat ate a lily leaf secret-other-keeper',
    );
    const first = await send(
      t.me,
      `keeper/pets/${t.me.petId}/chat`,
      'My dog vomited once after dinner',
    );
    const threadId = (first[0]!.thread as { id: string }).id;
    const events = await send(t.me, `keeper/threads/${threadId}/messages`, 'He seems fine now');
    const text = events
      .filter((e) => e.type === 'token')
      .map((e) => e.text)
      .join('');
    expect(text).toContain('Rex may have an upset stomach. Offer water.');
    expect(text).not.toContain('URGENCY:');
    const triage = events.find((e) => e.type === 'triage')!.triage as { source: string };
    expect(triage.source).toBe('model');
    const done = events.find((e) => e.type === 'done')!.message as { text: string };
    expect(done.text).toBe(text);

    const last = requests[requests.length - 1]!;
    expect(last).toContain('local-test-model');
    expect(last).toContain('My dog vomited once after dinner');
    expect(last).toContain('He seems fine now');
    expect(last).not.toContain('secret-other-keeper');
    expect(last).not.toContain('Tama');
  });

  it('falls back to the embedded engine when the model breaks off mid-stream', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Rex '));
      res.destroy();
    };
    const events = await send(
      t.me,
      `keeper/pets/${t.me.petId}/chat`,
      'My dog has diarrhoea since yesterday',
    );
    expect(events.map((e) => e.type).slice(-2)).toEqual(['triage', 'done']);
    const triage = events.find((e) => e.type === 'triage')!.triage as {
      source: string;
      level: string;
    };
    expect(triage.source).toBe('engine_fallback');
    const done = events.find((e) => e.type === 'done')!.message as {
      text: string;
      stopped: boolean;
    };
    expect(done.stopped).toBe(false);
    expect(done.text.length).toBeGreaterThan(50);
  });
});
