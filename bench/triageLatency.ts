// Latency of the embedded triage engine as the chat route will use it: 20 chats at once, each
// streaming its answer; prints time to first token and to the whole answer (p50/p95), then the
// seconds per photo usability check on a 12-megapixel JPEG made here.
//
//   node --import tsx bench/triageLatency.ts
//   BENCH_CHATS=20 BENCH_ROUNDS=10 BENCH_PHOTOS=8 node --import tsx bench/triageLatency.ts
import sharp from 'sharp';
import { createAssistant } from '../server/src/triage/assistant';
import { CASES } from '../server/src/triage/caseSet';
import { checkPhotoUsability } from '../server/src/triage/photo/photoUsability';

const chats = Number(process.env.BENCH_CHATS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const photos = Number(process.env.BENCH_PHOTOS ?? 8);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// Each chat starts in its own event-loop turn, as requests arriving on separate sockets do; all 20
// are in flight at once and their token streams interleave.
async function oneChat(index: number): Promise<{ first: number; total: number }> {
  const c = CASES[index % CASES.length];
  if (!c) throw new Error('no cases');
  const started = performance.now();
  await new Promise<void>((resolve) => setImmediate(resolve));
  const answer = createAssistant().respond({ message: c.message, pet: c.pet });
  let first = -1;
  for await (const _token of answer.tokens) if (first < 0) first = performance.now() - started;
  return { first, total: performance.now() - started };
}

async function main(): Promise<void> {
  const coldStart = performance.now();
  await oneChat(0);
  console.log(
    `cold start (first message of the process, builds the term index): ${(performance.now() - coldStart).toFixed(1)} ms`,
  );

  // One unmeasured round warms the JIT, as a long-running server is.
  await Promise.all(Array.from({ length: chats }, (_, i) => oneChat(i)));
  const firsts: number[] = [];
  const totals: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const results = await Promise.all(
      Array.from({ length: chats }, (_, i) => oneChat(round * chats + i)),
    );
    for (const r of results) {
      firsts.push(r.first);
      totals.push(r.total);
    }
  }
  console.log(
    `${chats} concurrent chats × ${rounds} rounds (${firsts.length} answers, messages from the case set)`,
  );
  console.log(
    `time to first token: p50 ${percentile(firsts, 50).toFixed(1)} ms, p95 ${percentile(firsts, 95).toFixed(1)} ms`,
  );
  console.log(
    `time to whole answer: p50 ${percentile(totals, 50).toFixed(1)} ms, p95 ${percentile(totals, 95).toFixed(1)} ms`,
  );

  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 60 + (seed % 140);
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
  const seconds: number[] = [];
  for (let i = 0; i < photos; i += 1) {
    const started = performance.now();
    const result = await checkPhotoUsability(photo);
    seconds.push((performance.now() - started) / 1000);
    if (i === 0)
      console.log(
        `photo ${width}×${height} (${(photo.length / 1e6).toFixed(1)} MB JPEG): usable ${result.usable}, sharpness ${result.sharpness}`,
      );
  }
  console.log(
    `photo usability check: mean ${(seconds.reduce((a, b) => a + b, 0) / seconds.length).toFixed(3)} s, p95 ${percentile(seconds, 95).toFixed(3)} s per 12-MP photo (${photos} runs)`,
  );
}

void main();
