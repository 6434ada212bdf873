// The soak's mixed requests (bench/soak.ts) and a ledger of the ones still unanswered. Every
// request carries AbortSignal.timeout, and a watchdog a little later settles its outcome as
// "hung" whatever the client library does, so one request that never settles cannot keep the
// bench from reaching its report; the ledger says which kinds are pending, and in which phase.
import { randomUUID } from 'node:crypto';
import { PET_LIST_MAX } from '../../contract/pets/petLimits';

export type Kind = 'read' | 'contact' | 'weight' | 'chat' | 'upload';

export interface Outcome {
  kind: Kind;
  sentAt: number;
  doneAt: number;
  /** HTTP status; 0 = the request failed or timed out; -1 = it never settled (the watchdog). */
  status: number;
  /** The stored record's id, for a write answered 201. */
  id?: string;
  /** For 0 and -1: how far it got ("headers": no answer yet; "body": answered, body unread). */
  phase?: Phase;
  /** For a 4xx: the answer's message and field errors, so a refusal says why. */
  reason?: string;
}

export type Phase = 'headers' | 'body';

interface Pending {
  kind: Kind;
  sentAt: number;
  phase: Phase;
}

export interface SoakTarget {
  origin: string;
  auth: Record<string, string>;
  petId: string;
  /** Albums in turn: each takes PET_LIST_MAX.albumPhotos uploads, then the next. */
  albumIds: string[];
  photo: Buffer;
}

/** Client-side limit of one request, answer and body included. */
export const CLIENT_TIMEOUT_MS = 30_000;
/** The watchdog gives the client's own timeout this long to take effect. */
const WATCHDOG_SLACK_MS = 15_000;

/** Every tenth request: five reads, two contact messages, a weight, a chat stream, an upload. */
export const UPLOAD_SHARE = 1 / 10;

export function kindOf(n: number): Kind {
  const slot = n % 10;
  if (slot <= 3 || slot === 9) return 'read';
  if (slot <= 5) return 'contact';
  return slot === 6 ? 'weight' : slot === 7 ? 'chat' : 'upload';
}

function requestFor(n: number, kind: Kind, target: SoakTarget, signal: AbortSignal) {
  const { origin, auth, petId } = target;
  const json = { ...auth, 'content-type': 'application/json' };
  if (kind === 'read') {
    const reads = [
      '/api/news?locale=en&per_page=5',
      '/api/faq?locale=en',
      '/api/user',
      '/api/keeper/pets',
      '/api/notifications',
      `/api/keeper/pets/${petId}/dashboard`,
    ];
    return fetch(`${origin}${reads[n % reads.length]}`, { headers: auth, signal });
  }
  if (kind === 'contact') {
    return fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        // One address per message, so the per-address limit of the form stays out of the way.
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        name: `Soak ${n}`,
        email: 'soak@petmail.jp',
        topic: 'general',
        message: 'How often should a senior cat see the vet?',
        consent: true,
      }),
      signal,
    });
  }
  if (kind === 'weight') {
    // Within the last months: never in the future, never before the pet was born.
    const day = new Date(Date.now() - (n % 120) * 86_400_000);
    return fetch(`${origin}/api/keeper/pets/${petId}/weights`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        weight_kg: 10 + (n % 50) / 10,
        measured_on: day.toISOString().slice(0, 10),
      }),
      signal,
    });
  }
  if (kind === 'chat') {
    return fetch(`${origin}/api/keeper/pets/${petId}/chat`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ text: 'He has been scratching his ears since yesterday' }),
      signal,
    });
  }
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(target.photo)], { type: 'image/jpeg' }),
    `soak-${n}.jpg`,
  );
  const album = target.albumIds[Math.floor((n * UPLOAD_SHARE) / PET_LIST_MAX.albumPhotos)];
  return fetch(`${origin}/api/keeper/albums/${album ?? target.albumIds.at(-1)}/photos`, {
    method: 'POST',
    headers: auth,
    body: form,
    signal,
  });
}

/** "The file is not a photo we can read (file: …)" from an answer in the spec's error shape. */
function refusalReason(body: string): string {
  try {
    const answer = JSON.parse(body) as { message?: unknown; errors?: Record<string, unknown> };
    const fields = Object.entries(answer.errors ?? {})
      .map(([field, messages]) => `${field}: ${String(messages)}`)
      .join('; ');
    return `${String(answer.message ?? '')}${fields ? ` (${fields})` : ''}`.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

export class SoakRequests {
  private readonly pending = new Map<number, Pending>();
  private sent = 0;

  constructor(
    private readonly target: SoakTarget,
    private readonly t0: number,
  ) {}

  private now(): number {
    return performance.now() - this.t0;
  }

  send(n: number): Promise<Outcome> {
    const kind = kindOf(n);
    const sentAt = this.now();
    const entry: Pending = { kind, sentAt, phase: 'headers' };
    this.pending.set(n, entry);
    this.sent += 1;
    const answered = (async (): Promise<Outcome> => {
      try {
        const res = await requestFor(n, kind, this.target, AbortSignal.timeout(CLIENT_TIMEOUT_MS));
        entry.phase = 'body';
        const text = await res.text();
        let id: string | undefined;
        if (kind !== 'read' && kind !== 'chat' && res.status === 201) {
          id = String((JSON.parse(text) as { data?: { id?: unknown } }).data?.id ?? '');
        }
        const reason = res.status >= 400 && res.status < 500 ? refusalReason(text) : undefined;
        return { kind, sentAt, doneAt: this.now(), status: res.status, id, reason };
      } catch {
        return { kind, sentAt, doneAt: this.now(), status: 0, phase: entry.phase };
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const watchdog = new Promise<Outcome>((resolve) => {
      timer = setTimeout(
        () => resolve({ kind, sentAt, doneAt: this.now(), status: -1, phase: entry.phase }),
        CLIENT_TIMEOUT_MS + WATCHDOG_SLACK_MS,
      );
    });
    return Promise.race([answered, watchdog]).finally(() => {
      clearTimeout(timer);
      this.pending.delete(n);
    });
  }

  /** "12 pending (chat 10 body, weight 2 headers), oldest sent 31 s ago". */
  describePending(): string {
    const counts = new Map<string, number>();
    let oldest = Infinity;
    for (const p of this.pending.values()) {
      const key = `${p.kind} ${p.phase}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      oldest = Math.min(oldest, p.sentAt);
    }
    if (counts.size === 0) return `${this.sent} sent, none pending`;
    const kinds = [...counts].map(([key, count]) => `${key} ${count}`).join(', ');
    const age = ((this.now() - oldest) / 1000).toFixed(0);
    return `${this.sent} sent, ${this.pending.size} pending (${kinds}), oldest sent ${age} s ago`;
  }
}
