// Idempotency-Key for POST routes that create something (contact messages now, checkout later):
// a client that retries after a timeout, a reset or a 503 sends the same key and gets the first
// answer again instead of a second message or order. The answer is stored in the same
// transaction as the writes that produced it, so "stored" and "answered" can never disagree.
//
// Use: `preHandler: [..., replayIdempotentRequest(db)]` answers a retry before anything else runs
// (rate limits included), and the handler does its writes in `runIdempotent(db, request, work)`.
// Keys are per caller (the signed-in user, else the client address) and per route; a key reused
// with another body is refused with 422; answers are kept IDEMPOTENCY_KEY_TTL_HOURS.
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/openDatabase';
import { inTransaction, type UnitOfWork } from '../db/unitOfWork';
import { HttpError, ValidationError } from '../errors/HttpError';
import { idempotencyKeys } from './idempotencyKeys';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats a stored one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/** 1–255 visible ASCII characters: a UUID is what clients should send. */
const VALID_KEY = /^[\x21-\x7E]{1,255}$/;

/**
 * Route `headers` schema for routes that accept the key, for the OpenAPI document. The key is
 * checked by this module itself (whatever validator the route's scope uses), with one message.
 */
export const IdempotencyKeyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(
    Type.String({
      description:
        'Up to 255 visible ASCII characters, unique per intended request (a UUID). A retry ' +
        'with the same key and body gets ' +
        `the first answer again (with ${IDEMPOTENT_REPLAYED_HEADER}: true) instead of repeating ` +
        `it; the same key with another body is refused with 422. Kept ${IDEMPOTENCY_KEY_TTL_HOURS} h.`,
    }),
  ),
});

export interface IdempotentAnswer<Status extends number, Body> {
  status: Status;
  body: Body;
}

interface KeyedRequest {
  caller: string;
  route: string;
  key: string;
  requestHash: string;
}

/** The stored first answer was replayed: the handler sends it as is. */
export interface Replayed<Status extends number, Body> extends IdempotentAnswer<Status, Body> {
  replayed: boolean;
}

/** Another request with the same key committed first (a concurrent retry). */
class KeyTakenMeanwhile extends Error {}

/** JSON with sorted keys: the same body in another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function keyedRequest(request: FastifyRequest): KeyedRequest | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!VALID_KEY.test(key)) {
    throw new ValidationError({
      'Idempotency-Key': ['The Idempotency-Key header must be 1 to 255 visible ASCII characters.'],
    });
  }
  return {
    caller: request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`,
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    key,
    requestHash: createHash('sha256').update(canonicalJson(request.body)).digest('hex'),
  };
}

function expiredBefore(): Date {
  return new Date(Date.now() - IDEMPOTENCY_KEY_TTL_HOURS * 3600_000);
}

async function storedAnswer(
  db: Database,
  keyed: KeyedRequest,
): Promise<Replayed<number, unknown> | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.caller, keyed.caller),
        eq(idempotencyKeys.route, keyed.route),
        eq(idempotencyKeys.key, keyed.key),
        gte(idempotencyKeys.createdAt, expiredBefore()),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== keyed.requestHash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return { status: row.responseStatus, body: row.responseBody, replayed: true };
}

/** preHandler: answers a retry with the stored answer before the route does anything. */
export function replayIdempotentRequest(db: Database): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const keyed = keyedRequest(request);
    if (!keyed) return;
    const stored = await storedAnswer(db, keyed);
    if (stored) {
      await reply.code(stored.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(stored.body);
    }
  };
}

/**
 * Runs the route's writes in one transaction and, when the request carries a key, stores the
 * answer in that same transaction. A concurrent request with the same key that commits first
 * wins: this one's writes roll back and its answer is the stored one.
 */
export async function runIdempotent<Status extends number, Body>(
  db: Database,
  request: FastifyRequest,
  work: (unit: UnitOfWork) => Promise<IdempotentAnswer<Status, Body>>,
): Promise<Replayed<Status, Body>> {
  const keyed = keyedRequest(request);
  if (!keyed) return { ...(await inTransaction(db, work)), replayed: false };
  try {
    const answer = await inTransaction(db, async (unit) => {
      const result = await work(unit);
      // Keys past their time are cleared as we go (this one may then be used again).
      await unit.tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore()));
      const inserted = await unit.tx
        .insert(idempotencyKeys)
        .values({ ...keyed, responseStatus: result.status, responseBody: result.body })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 0) throw new KeyTakenMeanwhile();
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    const stored = await storedAnswer(db, keyed);
    if (!stored) throw new Error('idempotency key taken meanwhile but not stored');
    // Only this route's own successful answers are stored under its key.
    return stored as Replayed<Status, Body>;
  }
}
