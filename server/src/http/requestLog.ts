// What the server logs, and how: one line per API or realtime call and per failed request, none
// for the site's files that were served fine (a page view is a dozen of them). In a terminal the
// lines are readable (pino-pretty); anywhere else they are JSON, one object a line, for log tools.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';
import type { LogLevel } from '../config';

/** Paths of calls (not files): every request to them is logged. */
const SERVICE_PATH = /^\/(api|broadcasting|apps)(\/|\?|$)/;

/** Fastify's logger option: pretty lines when `output` is a terminal, JSON otherwise. */
export function loggerOptions(
  level: LogLevel,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): NonNullable<FastifyServerOptions['logger']> {
  if (!output.isTTY) return { level, stream: output };
  return {
    level,
    stream: pretty({
      destination: output,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      // The request line says it all in its message; the rest stays in the JSON form.
      ignore: 'pid,hostname,reqId,res,responseTime',
      sync: true,
    }),
  };
}

/**
 * Fastify's per-request log lines: instead of two per request ("incoming request", "request
 * completed") one line when the request ends, for calls and failures only. Error logs stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    if (!error && status < 400 && !SERVICE_PATH.test(request.url)) return;
    const entry = { res: { statusCode: status }, responseTime: reply.elapsedTime };
    const message = `${request.method} ${request.url} ${status} ${Math.round(reply.elapsedTime)} ms`;
    // 503 is an expected state (the first build, a dependency down), answered with Retry-After.
    if (error || (status >= 500 && status !== 503)) {
      reply.log.error({ ...entry, err: error ?? undefined }, message);
    } else reply.log.info(entry, message);
  }
}
