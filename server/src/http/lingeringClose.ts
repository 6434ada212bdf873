// An answer sent before the request body was read (413 for a body over the limit, a refusal
// before parsing) must reach the client. Closing the socket with unread bytes in it makes the
// kernel send a reset, and a client still writing its body sees a broken pipe instead of the
// answer. So after such an answer the rest of the body is read and thrown away — up to a bound in
// bytes and time, after which the connection is cut — and the connection then carries on.
import type { FastifyInstance } from 'fastify';

/** The most a client may keep sending after its answer before the connection is cut. */
export const LINGER_MAX_BYTES = 32 * 1024 * 1024;
/** The longest it may take to send it. */
export const LINGER_MAX_MS = 10_000;

export function registerLingeringClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    // fastify asks for the connection to close after a body it did not read (and a client may
    // have asked for it); Node would then close the socket as soon as the answer is written,
    // with the body still arriving. It stays open until the body is in (or the bounds below
    // cut it); a client that asked to close closes it itself once it has read the answer.
    reply.removeHeader('connection');
    reply.raw.shouldKeepAlive = true;
    let discarded = 0;
    // Destroying the request destroys its socket (and works on an injected request too, whose
    // stand-in socket cannot be destroyed).
    const cut = setTimeout(() => raw.destroy(), LINGER_MAX_MS);
    cut.unref();
    const done = () => clearTimeout(cut);
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_MAX_BYTES) raw.destroy();
    });
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
    return payload;
  });
}
