// Password recovery timing, existing account vs unknown address, over a real socket (embedded
// PGlite): prints every pair of answer times and their medians with the load average, so a
// difference that would reveal who has an account shows. No assertion: timings depend on the
// machine (the deterministic check is in server/src/auth/passwordReset.test.ts).
//
//   node --import tsx bench/recoveryTiming.ts
//   BENCH_PAIRS=40 node --import tsx bench/recoveryTiming.ts
import { loadavg } from 'node:os';
import { registerKeeper } from '../server/test/authHelpers';
import { listenLocally } from '../server/test/listeningServer';
import { createTestServer } from '../server/test/testServer';
import { afterResponsesIdle } from '../server/src/http/afterResponse';

const pairs = Number(process.env.BENCH_PAIRS ?? 30);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  process.env.TEST_DB = 'pglite';
  // Each request from its own client address (X-Forwarded-For), so the per-client limit of
  // 10 an hour is not what is measured.
  const server = await createTestServer({ env: { TRUST_PROXY: 'true' } });
  const { origin } = await listenLocally(server);
  const emails: string[] = [];
  for (let i = 0; i < pairs; i += 1) emails.push((await registerKeeper(server.app)).email);

  let client = 0;
  async function timed(email: string): Promise<number> {
    client += 1;
    const started = performance.now();
    const res = await fetch(`${origin}/api/recover-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.77.${Math.floor(client / 250)}.${(client % 250) + 1}`,
      },
      body: JSON.stringify({ email }),
    });
    await res.text();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`recover-password answered ${res.status}`);
    // The mail work runs after the answer: let it finish so it does not overlap the next one.
    await afterResponsesIdle();
    return elapsed;
  }

  // Warm up both paths (JIT, statements).
  await timed(emails[0]!);
  await timed('warm-up-unknown@example.com');

  console.log(`recovery timing, ${pairs} pairs, load average at start: ${load()}`);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < pairs; i += 1) {
    // Alternate which goes first, so drift over the run affects both alike.
    const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    const times: Record<string, number> = {};
    for (const kind of order) {
      times[kind] = await timed(kind === 'known' ? emails[i]! : `nobody-${i}@example.com`);
    }
    known.push(times.known!);
    unknown.push(times.unknown!);
    console.log(
      `pair ${String(i + 1).padStart(2)}: existing ${ms(times.known!)}  unknown ${ms(times.unknown!)}`,
    );
  }
  console.log(
    `median: existing ${ms(median(known))}  unknown ${ms(median(unknown))}  ` +
      `(existing slower in ${known.filter((k, i) => k > unknown[i]!).length} of ${pairs} pairs); ` +
      `load average at end: ${load()}`,
  );
  await server.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
