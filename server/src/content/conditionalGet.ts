// Conditional GET for content listings (RFC 9110 ETag / If-None-Match). The site build keeps the
// answers it fetched and asks again with their ETags: after one article is published only the
// listings that changed travel and are parsed again. The tag comes from a cheap digest of the
// rows behind the answer, computed before the (much dearer) listing itself.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Changes on every start, so a new server version (which may shape answers differently) never
 * confirms an answer an older one gave.
 */
const BOOT_ID = randomUUID();

export function entityTag(parts: readonly unknown[]): string {
  const hash = createHash('sha256').update(BOOT_ID).update(JSON.stringify(parts));
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison: W/"x" and "x" name the same answer.
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/**
 * Sets the ETag and, when the client already holds this answer, sends 304 Not Modified.
 * Returns true when it answered (the handler must then return the reply untouched).
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header('etag', tag);
  if (!matches(request.headers['if-none-match'], tag)) return false;
  void reply.code(304).send();
  return true;
}
