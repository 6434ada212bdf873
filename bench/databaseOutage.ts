// Database outage under load: the API (server/src/devServer.ts, its own process) on a
// PostgreSQL server of its own with PostgreSQL's durable defaults, a mixed load of about
// BENCH_RATE requests a second (one third writes: contact messages, each with an
// Idempotency-Key), and PostgreSQL stopped for BENCH_OUTAGE_MS in the middle. Prints the error
// window, what the requests were answered, the time to recover and the acknowledged writes lost.
//
//   node --import tsx bench/databaseOutage.ts
//   BENCH_RATE=20 node --import tsx bench/databaseOutage.ts
//   BENCH_FAULT=pause BENCH_STOP_MODE=fast node --import tsx bench/databaseOutage.ts
//
// BENCH_FAULT: stop (default; pg_ctl stop, then start) or pause (SIGSTOP every server process,
// then SIGCONT). BENCH_STOP_MODE: immediate (default, a crash: recovery at start) or fast.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startApiProcess } from '../server/test/apiProcess';
import { freePort, PostgresCluster } from '../server/test/postgresCluster';

const rate = Number(process.env.BENCH_RATE ?? 100);
const outageMs = Number(process.env.BENCH_OUTAGE_MS ?? 10_000);
const beforeMs = 5000;
/** Load sent and awaited before the measurement: a cold process answers its first requests slowly. */
const warmupMs = Number(process.env.BENCH_WARMUP_MS ?? 10_000);
const afterMs = 15_000;
const fault = process.env.BENCH_FAULT === 'pause' ? 'pause' : 'stop';
const stopMode = process.env.BENCH_STOP_MODE === 'fast' ? 'fast' : 'immediate';

interface Outcome {
  kind: 'read' | 'write';
  sentAt: number;
  doneAt: number;
  /** HTTP status, or 0 when the request itself failed (connection refused, client timeout). */
  status: number;
  retryAfter: string | null;
  id?: string;
}

const CLIENT_TIMEOUT_MS = 30_000;

async function send(origin: string, n: number, t0: number): Promise<Outcome> {
  const write = n % 3 === 0;
  const sentAt = performance.now() - t0;
  const request = write
    ? fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          // One address per message: the per-address rate limit is not what is measured.
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          name: `Outage bench ${n}`,
          email: 'bench@petmail.jp',
          topic: 'general',
          message: 'Is a daily walk of an hour enough for a border collie?',
          consent: true,
        }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      })
    : fetch(`${origin}/api/${n % 3 === 1 ? 'news' : 'faq'}?locale=en&per_page=5`, {
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
  try {
    const res = await request;
    const body = (await res.json().catch(() => null)) as { data?: { id?: string } } | null;
    return {
      kind: write ? 'write' : 'read',
      sentAt,
      doneAt: performance.now() - t0,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      id: write && res.status === 201 ? body?.data?.id : undefined,
    };
  } catch (error) {
    if (process.env.BENCH_DEBUG) console.error(n, error);
    return {
      kind: write ? 'write' : 'read',
      sentAt,
      doneAt: performance.now() - t0,
      status: 0,
      retryAfter: null,
    };
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const cluster = await PostgresCluster.create({ durable: true });
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE petcare');
  await admin.end();
  const databaseUrl = cluster.databaseUrl('petcare');
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  console.log(`starting the API on :${port} (PostgreSQL on :${cluster.port}) …`);
  const api = await startApiProcess(port, {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
  });
  try {
    console.log(`warming up: ${seconds(warmupMs)} of the same load, not counted …`);
    const warmup: Promise<Outcome>[] = [];
    const w0 = performance.now();
    for (let n = 0; performance.now() - w0 < warmupMs; n += 1) {
      const wait = (n * 1000) / rate - (performance.now() - w0);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      warmup.push(send(api.origin, 1_000_000 + n, w0));
    }
    await Promise.all(warmup);
    const outcomes: Promise<Outcome>[] = [];
    const t0 = performance.now();
    let faultAt = 0;
    let faultEndedAt = 0;
    let restartAt = 0;
    console.log(
      `load: ${rate} requests/s (one third writes); PostgreSQL ` +
        `${fault === 'stop' ? `stopped (${stopMode})` : 'paused'} after ${seconds(beforeMs)} ` +
        `for ${seconds(outageMs)}; the load goes on ${seconds(afterMs)} after it is back`,
    );
    const faults = (async () => {
      await new Promise((resolve) => setTimeout(resolve, beforeMs));
      faultAt = performance.now() - t0;
      if (fault === 'stop') await cluster.stop(stopMode);
      else cluster.pause();
      await new Promise((resolve) =>
        setTimeout(resolve, outageMs - (performance.now() - t0 - faultAt)),
      );
      restartAt = performance.now() - t0;
      if (fault === 'stop') await cluster.start();
      else cluster.resume();
      // pg_ctl start -w returns once the server accepts connections (after crash recovery).
      faultEndedAt = performance.now() - t0;
    })();
    // Open loop: requests leave on schedule whether or not earlier ones were answered.
    for (let n = 0; faultEndedAt === 0 || performance.now() - t0 < faultEndedAt + afterMs; n += 1) {
      const due = (n * 1000) / rate;
      const wait = due - (performance.now() - t0);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      outcomes.push(send(api.origin, n, t0));
    }
    await faults;
    const results = await Promise.all(outcomes);

    const ok = (o: Outcome) => o.status >= 200 && o.status < 300;
    const failed = results.filter((o) => !ok(o));
    const unavailable = failed.filter((o) => o.status === 503);
    const withRetryAfter = unavailable.filter((o) => o.retryAfter !== null);
    const other = failed.filter((o) => o.status !== 503);
    const otherByStatus = new Map<number, number>();
    for (const o of other) otherByStatus.set(o.status, (otherByStatus.get(o.status) ?? 0) + 1);
    const firstFailure = Math.min(...failed.map((o) => o.doneAt));
    const lastFailure = Math.max(...failed.map((o) => o.doneAt));
    // Back: the first 2xx answered after the restart began, from then on no more errors.
    const firstOkAfter = Math.min(
      ...results
        .filter((o) => ok(o) && o.doneAt > restartAt && o.sentAt > faultAt)
        .map((o) => o.doneAt),
    );
    const writes = results.filter((o) => o.kind === 'write');
    const acknowledged = writes.filter((o) => o.id !== undefined).map((o) => o.id as string);

    // Every acknowledged write, read back from the database with its support mail.
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ id: string }>('SELECT id::text FROM contact_messages');
    const mails = await check.query<{ text_body: string }>('SELECT text_body FROM mail_outbox');
    await check.end();
    const stored = new Set(rows.map((r) => r.id));
    const mailText = mails.rows.map((r) => r.text_body).join('\n');
    const lost = acknowledged.filter((id) => !stored.has(id));
    const withoutMail = acknowledged.filter((id) => !mailText.includes(`Reference: ${id}`));
    const log = api.output();
    const count = (text: string) => log.split('\n').filter((l) => l.includes(text)).length;
    const outageLatencies = unavailable.map((o) => o.doneAt - o.sentAt);

    console.log('');
    console.log(
      `PostgreSQL                         down at ${seconds(faultAt)}, restarted at ${seconds(restartAt)}, accepting connections at ${seconds(faultEndedAt)}`,
    );
    console.log(`requests sent                      ${results.length}`);
    console.log(`  answered 2xx                     ${results.filter(ok).length}`);
    console.log(
      `  answered 503                     ${unavailable.length} (with Retry-After: ${withRetryAfter.length})`,
    );
    console.log(
      `  anything else                    ${other.length}${
        other.length
          ? ` (${[...otherByStatus].map(([s, n]) => `${s === 0 ? 'no answer' : s}: ${n}`).join(', ')})`
          : ''
      }`,
    );
    console.log(
      `error window                       ${
        failed.length
          ? `${seconds(lastFailure - firstFailure)} (first error ${seconds(firstFailure - faultAt)} after the fault)`
          : 'none'
      }`,
    );
    console.log(
      `503 answer time during the outage  median ${seconds(percentile(outageLatencies, 50))}, p99 ${seconds(percentile(outageLatencies, 99))}, max ${seconds(Math.max(...outageLatencies))}`,
    );
    console.log(
      `time to recover                    first 2xx ${seconds(firstOkAfter - restartAt)} after PostgreSQL was restarted (${seconds(firstOkAfter - faultEndedAt)} from pg_ctl reporting it ready), last error ${seconds(lastFailure - restartAt)} after the restart`,
    );
    console.log(
      `writes                             ${writes.length} sent, ${acknowledged.length} acknowledged (201)`,
    );
    // Context for a loaded machine: errors outside the outage are the load itself (the pool's
    // wait for a free connection, DATABASE_CONNECT_TIMEOUT_MS), not the fault.
    const before = results.filter((o) => o.sentAt < faultAt);
    const settled = results.filter((o) => o.sentAt > faultEndedAt + 5000);
    console.log(
      `errors outside the outage          ${before.filter((o) => !ok(o)).length} of ${before.length} sent before the fault, ` +
        `${settled.filter((o) => !ok(o)).length} of ${settled.length} sent from 5 s after PostgreSQL was ready`,
    );
    console.log(
      `answer time outside the outage     median ${seconds(
        percentile(
          before.map((o) => o.doneAt - o.sentAt),
          50,
        ),
      )} before the fault, ` +
        `${seconds(
          percentile(
            settled.map((o) => o.doneAt - o.sentAt),
            50,
          ),
        )} from 5 s after it was ready`,
    );
    console.log(`acknowledged writes lost           ${lost.length}`);
    console.log(`acknowledged writes without mail   ${withoutMail.length}`);
    console.log(
      `API log                            "database outage" ×${count('database outage')}, "database recovered" ×${count('database recovered')}, "unhandled error" ×${count('unhandled error')}`,
    );
    if (process.env.BENCH_DEBUG) console.log(api.output().slice(-6000));
  } finally {
    await api.kill('SIGTERM');
    await cluster.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
