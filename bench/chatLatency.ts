// The AI assistant over HTTP, through the real routes on a real socket (embedded PGlite, embedded
// engine): 20 keepers chatting at once, each message answered as a text/event-stream; prints the
// time to the first streamed token and to the whole answer (p50/p95) as the client sees it, then
// the seconds per photo analysis (multipart upload of a 12-MP JPEG, usability check, stored).
//
//   node --import tsx bench/chatLatency.ts
//   BENCH_CHATS=20 BENCH_ROUNDS=5 BENCH_PHOTOS=5 CHAT_STREAM_PACE_MS=0 node --import tsx bench/chatLatency.ts
//   BENCH_PHOTOS=0 BENCH_PROFILE=tmp/chat.cpuprofile node --import tsx bench/chatLatency.ts
//   BENCH_DATABASE=postgres BENCH_PHOTOS=0 node --import tsx bench/chatLatency.ts
//
// BENCH_DATABASE=postgres runs the API on a throw-away real PostgreSQL (Debian's binaries, as the
// server-postgres tests do): the production shape, where the statements run in the database's
// own processes instead of on the API's one thread. CPU per message is then the API process's
// (and the bench client's) only.
// Also prints the CPU time per message (the process's, over the measured rounds).
import { writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import sharp from 'sharp';
import { CASES } from '../server/src/triage/caseSet';
import { listenLocally } from '../server/test/listeningServer';
import { setPetSubscribed } from '../server/test/petSubscription';
import { createPetsTestServer, jpegPart, multipart } from '../server/test/petsTestServer';
import { bearer, registerKeeper } from '../server/test/authHelpers';
import postgresGlobalSetup from '../server/test/postgresGlobalSetup';
import postgresGlobalTeardown from '../server/test/postgresGlobalTeardown';

const chats = Number(process.env.BENCH_CHATS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const photos = Number(process.env.BENCH_PHOTOS ?? 5);
const pace = process.env.CHAT_STREAM_PACE_MS ?? '0';
const onPostgres = process.env.BENCH_DATABASE === 'postgres';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main(): Promise<void> {
  process.env.TEST_DB = onPostgres ? 'postgres' : 'pglite';
  if (onPostgres) await postgresGlobalSetup();
  const t = await createPetsTestServer({
    CHAT_STREAM_PACE_MS: pace,
    CHAT_MESSAGES_PER_MINUTE: '100000',
  });
  const { origin } = await listenLocally(t.server);
  const keepers: { token: string; petId: string }[] = [];
  for (let i = 0; i < chats; i += 1) {
    const { token } = await registerKeeper(t.server.app, {
      pet: { name: `Pet ${i}`, species: 'dog' },
    });
    const list = await t.server.app.inject({
      method: 'GET',
      url: '/api/keeper/pets',
      headers: bearer(token),
    });
    const petId = (list.json() as { data: { id: string }[] }).data[0]!.id;
    // Subscribed: the daily free limit is not what is measured.
    await setPetSubscribed(t.server.database.db, Number(petId), true);
    keepers.push({ token, petId });
  }

  async function oneChat(index: number, round: number): Promise<{ first: number; total: number }> {
    const keeper = keepers[index]!;
    const c = CASES[(index + round * chats) % CASES.length]!;
    const started = performance.now();
    const res = await fetch(`${origin}/api/keeper/pets/${keeper.petId}/chat`, {
      method: 'POST',
      headers: { ...bearer(keeper.token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: c.message.slice(0, 2000) }),
    });
    if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let first = -1;
    let seen = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
      if (first < 0 && seen.includes('"type":"token"')) first = performance.now() - started;
    }
    if (!seen.includes('"type":"done"')) throw new Error('the stream ended without done');
    return { first, total: performance.now() - started };
  }

  // Warm-up: the engine's term index and the routes' first compile.
  await oneChat(0, 0);
  const firsts: number[] = [];
  const totals: number[] = [];
  // CPU per message: the process's user + system time over the measured rounds ÷ messages. The
  // server and the client share this process (one thread, PGlite included), so it is what one
  // message costs end to end; far steadier than latency on a shared machine.
  // BENCH_PROFILE=file.cpuprofile: a CPU profile of these rounds only (not of start-up, module
  // loading and registering the keepers, which a whole-process --cpu-prof is mostly made of).
  const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const results = await Promise.all(keepers.map((_k, i) => oneChat(i, round)));
    for (const r of results) {
      firsts.push(r.first);
      totals.push(r.total);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - wallBefore;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(process.env.BENCH_PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `chat over HTTP on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${chats} concurrent chats × ${rounds} rounds (${firsts.length} answers), CHAT_STREAM_PACE_MS=${pace}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  console.log(
    `CPU per message: ${ms(cpuMs / firsts.length)} (user ${ms(cpu.user / 1000 / firsts.length)}, system ${ms(cpu.system / 1000 / firsts.length)}; ${((cpuMs / wall) * 100).toFixed(0)}% of one core over ${(wall / 1000).toFixed(2)} s)`,
  );
  console.log(
    `time to first streamed token: p50 ${ms(percentile(firsts, 50))}, p95 ${ms(percentile(firsts, 95))}`,
  );
  console.log(
    `time to whole answer: p50 ${ms(percentile(totals, 50))}, p95 ${ms(percentile(totals, 95))}`,
  );

  // A 12-MP photo with detail (random texture), analysed one after another.
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 5;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 60 + (seed % 140);
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const keeper = keepers[0]!;
  const seconds: number[] = [];
  for (let i = 0; i < photos; i += 1) {
    const body = multipart([{ name: 'body_area', value: 'skin_coat' }, jpegPart(photo)]);
    const started = performance.now();
    const res = await fetch(`${origin}/api/keeper/pets/${keeper.petId}/image-analyses`, {
      method: 'POST',
      headers: { ...bearer(keeper.token), ...body.headers },
      body: new Uint8Array(body.payload),
    });
    if (res.status !== 201) throw new Error(`analysis answered ${res.status}: ${await res.text()}`);
    seconds.push((performance.now() - started) / 1000);
  }
  console.log(
    `photo analysis over HTTP (${(photo.length / 1e6).toFixed(1)} MB 12-MP JPEG, upload + checks + storage): mean ${(seconds.reduce((a, b) => a + b, 0) / seconds.length).toFixed(3)} s, p95 ${percentile(seconds, 95).toFixed(3)} s (${photos} runs)`,
  );
  await t.close();
  if (onPostgres) await postgresGlobalTeardown();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
