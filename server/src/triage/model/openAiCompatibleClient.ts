// A streaming client for OpenAI-compatible chat completions: POST {baseUrl}/chat/completions with
// stream: true, read `data: {json}` lines until `data: [DONE]`, yield each delta's content.
import type { ModelSettings } from './modelSettings';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class ModelError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

interface ChunkShape {
  choices?: { delta?: { content?: string | null } }[];
  error?: { message?: string };
}

export async function* streamChatCompletion(
  settings: ModelSettings,
  messages: readonly ChatMessage[],
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): AsyncGenerator<string> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new ModelError(`model timed out after ${settings.timeoutMs} ms`)),
    settings.timeoutMs,
  );
  const onAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const fetchImpl = options.fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.2 }),
        signal: controller.signal,
      });
    } catch (error) {
      throw new ModelError(
        controller.signal.aborted
          ? String(controller.signal.reason?.message ?? 'aborted')
          : 'model endpoint unreachable',
        error,
      );
    }
    if (!response.ok || !response.body)
      throw new ModelError(`model endpoint answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw new ModelError(
          controller.signal.aborted
            ? String(controller.signal.reason?.message ?? 'aborted')
            : 'model stream broke off',
          error,
        );
      }
      if (chunk.done) throw new ModelError('model stream ended without [DONE]');
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let parsed: ChunkShape;
        try {
          parsed = JSON.parse(data) as ChunkShape;
        } catch (error) {
          throw new ModelError('model sent invalid JSON', error);
        }
        if (parsed.error) throw new ModelError(`model error: ${parsed.error.message ?? 'unknown'}`);
        const content = parsed.choices?.[0]?.delta?.content;
        if (content) yield content;
      }
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
