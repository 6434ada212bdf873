// Answers an API instance built, kept to be served again while what they show has not changed: a
// route reads a cheap validator from the database (the pets' data versions, moved on by triggers
// whoever writes: migration 0025, in the statement that checks the caller; the news listing's
// digest, its ETag) and serves the kept answer only when it was built at that validator and
// under the same key (the day, the expiry of the file URLs signed into it). What the validator
// covers is the route's to say (pet-dashboard/README.md, pets/README.md, content/README.md).

import type { FastifyReply } from 'fastify';

/** The content type of an answer sent as JSON text, as fastify writes it for a serialised object. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an answer's JSON text as it is (written by the route's own serialiser, now or when it was
 * kept): a route typed by its response schema would take only the object.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(json);
}

/** An answer as built, and what it was built at. */
export interface KeptAnswer {
  /** What must still be the same to serve it (the day, the URL expiry), checked before any read. */
  key: string;
  /** The database's version of what it shows, read with the caller's check. */
  validator: string;
  json: string;
}

/**
 * Answers kept at most by one cache, in characters of JSON: 16 MB holds about 2,000 dashboards of
 * the demo's size (7.6 kB) or 8,000 lists of two pets.
 */
export const ANSWER_CACHE_CHARS = 16 * 1024 * 1024;

/**
 * By id (a pet, a user, a listing's options), least recently used out first, bounded by the
 * characters it holds.
 */
export class AnswerCache<Id extends number | string = number> {
  private readonly answers = new Map<Id, KeptAnswer>();
  private chars = 0;

  constructor(private readonly maxChars = ANSWER_CACHE_CHARS) {}

  /** The answer kept for `id` under `key`, whatever its validator (the caller compares it). */
  candidate(id: Id, key: string): KeptAnswer | undefined {
    const found = this.answers.get(id);
    if (found === undefined) return undefined;
    if (found.key !== key) {
      this.drop(id, found);
      return undefined;
    }
    // The most recently used last: a Map iterates in insertion order.
    this.answers.delete(id);
    this.answers.set(id, found);
    return found;
  }

  remember(id: Id, answer: KeptAnswer): void {
    const previous = this.answers.get(id);
    if (previous !== undefined) this.drop(id, previous);
    if (answer.json.length > this.maxChars) return;
    this.answers.set(id, answer);
    this.chars += answer.json.length;
    for (const [oldestId, oldest] of this.answers) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldestId, oldest);
    }
  }

  get size(): number {
    return this.answers.size;
  }

  private drop(id: Id, answer: KeptAnswer): void {
    this.answers.delete(id);
    this.chars -= answer.json.length;
  }
}
