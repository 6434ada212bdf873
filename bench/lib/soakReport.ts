// The soak's report (bench/soak.ts): what a client saw outside and inside the restart window,
// acknowledged writes lost, sockets back, and memory at start / middle / end.
import { loadavg } from 'node:os';
import type { Kind, Outcome } from './soakRequests';

export interface SoakFigures {
  results: Outcome[];
  /** Milliseconds since the load started; Infinity when it did not happen. */
  faultAt: number;
  readyAt: number;
  settleMs: number;
  lost: Record<'contact' | 'weight' | 'upload', string>;
  sockets: { connected: number; total: number; reconnects: number };
  memory: Record<string, number[]>;
  /** PostgreSQL's log lines "canceling statement due to statement timeout". */
  cancelledStatements: number;
}

export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');

export const isBad = (o: Outcome) => o.status <= 0 || o.status >= 500;

function describe(o: Outcome): string {
  const status = o.status === -1 ? 'never settled' : o.status === 0 ? 'no answer' : o.status;
  const phase = o.phase
    ? ` (${o.phase === 'headers' ? 'waiting for the answer' : 'reading the body'})`
    : '';
  return `${o.kind} ${status}${phase} sent at ${seconds(o.sentAt)}, over at ${seconds(o.doneAt)}`;
}

export function printReport(f: SoakFigures): void {
  const { results, faultAt, readyAt, settleMs } = f;
  const inWindow = (o: Outcome) => o.doneAt >= faultAt && o.sentAt <= readyAt + settleMs;
  const outside = results.filter((o) => !inWindow(o) && isBad(o));
  const inside = results.filter((o) => inWindow(o) && isBad(o));
  const byKind = new Map<Kind, number>();
  for (const o of results) byKind.set(o.kind, (byKind.get(o.kind) ?? 0) + 1);
  const refused = results.filter((o) => o.status >= 400 && o.status < 500);
  const hung = results.filter((o) => o.status === -1);
  const row = (label: string, value: string) => console.log(`${label.padEnd(37)}${value}`);
  console.log('');
  row('load average at the end', `${loadAverage()} (2-core machine)`);
  row('requests', `${results.length} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})`);
  row('PostgreSQL', `crashed at ${seconds(faultAt)}, accepting again at ${seconds(readyAt)}`);
  row(
    '5xx or no answer outside the window',
    `${outside.length}${outside.length ? ` (${outside.slice(0, 10).map(describe).join('; ')})` : ''}`,
  );
  const tally = new Map<string, number>();
  for (const o of outside) {
    const key = `${o.kind} ${o.status === -1 ? 'never settled' : o.status === 0 ? 'no answer' : o.status}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  if (tally.size > 0) {
    row('  of them, by kind', [...tally].map(([key, n]) => `${key} ×${n}`).join(', '));
  }
  row(
    '4xx answers',
    `${refused.length}${refused.length ? ` (${[...new Set(refused.map((o) => `${o.kind} ${o.status}`))].join(', ')})` : ''}`,
  );
  const reasons = new Map<string, number>();
  for (const o of refused) {
    const key = `${o.kind} ${o.status} ${o.reason ?? ''}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  for (const [key, n] of reasons) row('  ×' + String(n), key);
  row('5xx or no answer in the window', `${inside.length} (crash to ready + ${settleMs / 1000} s)`);
  row('requests that never settled', `${hung.length}`);
  row('statements cancelled by timeout', `${f.cancelledStatements} (PostgreSQL's log)`);
  row(
    'acknowledged writes lost',
    `contact ${f.lost.contact}, weights ${f.lost.weight}, photos ${f.lost.upload}`,
  );
  row(
    'realtime sockets',
    `${f.sockets.connected} of ${f.sockets.total} connected at the end, ${f.sockets.reconnects} reconnections`,
  );
  console.log('memory (RSS, MB)                     start / middle / end');
  for (const [name, [start, middle, end] = []] of Object.entries(f.memory)) {
    console.log(
      `  ${name.padEnd(35)}${[start, middle, end].map((v) => (v ?? NaN).toFixed(0)).join(' / ')}`,
    );
  }
}
