// A fastify logger option that keeps every log line (as parsed JSON) for a test to read.
import type { FastifyServerOptions } from 'fastify';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  logger: FastifyServerOptions['logger'];
  lines: LogLine[];
  /** Lines whose message starts with the given text. */
  matching(start: string): LogLine[];
}

export function captureLog(level = 'info'): CapturedLog {
  const lines: LogLine[] = [];
  return {
    logger: {
      level,
      stream: {
        write: (line: string) => {
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    },
    lines,
    matching: (start) => lines.filter((line) => line.msg.startsWith(start)),
  };
}
