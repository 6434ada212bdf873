// Work that must not delay (or show in) an answer: it starts once the answer has been written.
// Password recovery uses it so an existing account and an unknown address take the same time
// to answer (the lookup, the link and its mail happen afterwards), and sign-in for the mail
// about repeated failed attempts.
import type { FastifyReply } from 'fastify';

const pending = new Set<Promise<void>>();

/** Runs `task` after the reply has been sent (or the client went away); failures are logged. */
export function afterResponse(reply: FastifyReply, what: string, task: () => Promise<void>): void {
  const raw = reply.raw;
  const sent = new Promise<void>((resolve) => {
    if (raw.writableFinished || raw.destroyed) {
      resolve();
      return;
    }
    const done = () => {
      raw.off('finish', done);
      raw.off('close', done);
      resolve();
    };
    raw.once('finish', done);
    raw.once('close', done);
  });
  // Started from the event loop's next turn, not from inside the write: the answer's bytes go
  // out first, whatever the task then costs.
  const run = sent
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(task)
    .catch((error: unknown) => reply.log.error({ err: error }, `${what} failed after the answer`));
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves when every task started so far has finished (tests, shutdown). */
export async function afterResponsesIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
