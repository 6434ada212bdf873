// Settings of the optional external model (any OpenAI-compatible chat-completions endpoint).
// Unset AI_BASE_URL = the embedded engine only: no network, no key.
export interface ModelSettings {
  /** e.g. https://api.openai.com/v1 — the client appends /chat/completions. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole answer must arrive within this time, or the embedded engine answers instead. */
  timeoutMs: number;
}

export const MODEL_SETTING_NAMES = [
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'AI_TIMEOUT_MS',
] as const;

export function loadModelSettings(
  env: Record<string, string | undefined> = process.env,
): ModelSettings | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (!baseUrl) return null;
  const timeout = Number(env.AI_TIMEOUT_MS ?? '20000');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY?.trim() || undefined,
    model: env.AI_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 20000,
  };
}
