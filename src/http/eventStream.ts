/** spec.md section 8: a `data:` line whose payload is not JSON. */
export const INVALID_JSON_MESSAGE = 'Invalid JSON from server';

const DATA_PREFIX = 'data: ';

/**
 * Reads a streamed answer (text/event-stream) and yields the JSON of every line that starts with
 * 'data: '. Other lines (blank separators, `event:`, `id:`, `:` comments) carry nothing for us.
 * A line split across network chunks is joined before it is parsed.
 */
export async function* readDataLines<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split(/\r?\n/);
      // The last piece may be an unfinished line, unless the stream has ended.
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const parsed = parseDataLine<T>(line);
        if (parsed.found) yield parsed.value;
      }
      if (done) {
        finished = true;
        return;
      }
    }
  } finally {
    // The reader stopped early (a bad line, or the caller stopped listening): close the
    // connection instead of leaving the server streaming into nowhere.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

type Parsed<T> = { found: true; value: T } | { found: false };

export function parseDataLine<T>(line: string): Parsed<T> {
  if (!line.startsWith(DATA_PREFIX)) return { found: false };
  try {
    return { found: true, value: JSON.parse(line.slice(DATA_PREFIX.length)) as T };
  } catch {
    throw new Error(INVALID_JSON_MESSAGE);
  }
}
