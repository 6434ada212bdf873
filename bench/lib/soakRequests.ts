// The soak's mixed load (bench/soak.ts): request n of the run, chosen by n — reads, contact
// messages with an Idempotency-Key, weight entries, symptom-checker streams and photo uploads —
// and what came of it. A request that gets no answer within CLIENT_TIMEOUT_MS counts as status 0.
import { randomUUID } from 'node:crypto';

export type Kind = 'read' | 'contact' | 'weight' | 'chat' | 'upload';
export interface Outcome {
  kind: Kind;
  sentAt: number;
  doneAt: number;
  status: number;
  id?: string;
}

export const CLIENT_TIMEOUT_MS = 30_000;

/** What the requests go to: the balancer, the signed-in demo keeper, their pet and an album. */
export interface SoakTarget {
  origin: string;
  auth: Record<string, string>;
  petId: string;
  albumId: string;
  /** The JPEG every upload sends. */
  photo: Buffer;
}

/** Sends request n (its kind from n) and reports its outcome; times are from t0. */
export async function soakRequest(target: SoakTarget, n: number, t0: number): Promise<Outcome> {
  const slot = n % 10;
  const kind: Kind =
    slot <= 3 || slot === 9
      ? 'read'
      : slot <= 5
        ? 'contact'
        : slot === 6
          ? 'weight'
          : slot === 7
            ? 'chat'
            : 'upload';
  const sentAt = performance.now() - t0;
  const signal = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const reads = [
    '/api/news?locale=en&per_page=5',
    '/api/faq?locale=en',
    '/api/user',
    '/api/keeper/pets',
    '/api/notifications',
    `/api/keeper/pets/${target.petId}/dashboard`,
  ];
  let request: Promise<Response>;
  if (kind === 'read') {
    request = fetch(`${target.origin}${reads[n % reads.length]}`, { headers: target.auth, signal });
  } else if (kind === 'contact') {
    request = fetch(`${target.origin}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
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
  } else if (kind === 'weight') {
    // Within the last months: never in the future, never before the pet was born.
    const day = new Date(Date.now() - (n % 120) * 86_400_000);
    request = fetch(`${target.origin}/api/keeper/pets/${target.petId}/weights`, {
      method: 'POST',
      headers: { ...target.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        weight_kg: 10 + (n % 50) / 10,
        measured_on: day.toISOString().slice(0, 10),
      }),
      signal,
    });
  } else if (kind === 'chat') {
    request = fetch(`${target.origin}/api/keeper/pets/${target.petId}/chat`, {
      method: 'POST',
      headers: { ...target.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'He has been scratching his ears since yesterday' }),
      signal,
    });
  } else {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(target.photo)], { type: 'image/jpeg' }),
      `soak-${n}.jpg`,
    );
    request = fetch(`${target.origin}/api/keeper/albums/${target.albumId}/photos`, {
      method: 'POST',
      headers: target.auth,
      body: form,
      signal,
    });
  }
  try {
    const res = await request;
    const text = await res.text();
    let id: string | undefined;
    if (kind !== 'read' && kind !== 'chat' && res.status === 201) {
      id = String((JSON.parse(text) as { data?: { id?: unknown } }).data?.id ?? '');
    }
    return { kind, sentAt, doneAt: performance.now() - t0, status: res.status, id };
  } catch {
    return { kind, sentAt, doneAt: performance.now() - t0, status: 0 };
  }
}
