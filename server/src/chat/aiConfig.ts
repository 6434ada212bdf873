// Settings of the AI assistant (server/src/chat/README.md): the optional external model (triage/model), the free
// daily chat limit, the per-keeper message rate and the daily report allowance. README: settings.
import { loadModelSettings, type ModelSettings } from '../triage';

export interface AiConfig {
  /** null: the embedded engine only (no network, no key). */
  model: ModelSettings | null;
  /** The model can read photos (image analysis sends the photo to it). */
  vision: boolean;
  /** Messages a day per keeper about pets without a subscription (the UTC day). */
  chatFreeDailyLimit: number;
  /** Messages a minute per keeper, subscribed or not. */
  chatMessagesPerMinute: number;
  /** Health reports a keeper may create a day. */
  reportsPerDay: number;
  /** Pause between streamed token events, so the embedded answer visibly types out. */
  streamPaceMs: number;
}

export class AiConfigError extends Error {
  override name = 'AiConfigError';
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim() || String(fallback);
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min)) {
    throw new AiConfigError(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return value;
}

export function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const vision = env.AI_VISION?.trim().toLowerCase() || 'false';
  if (!['true', 'false', '1', '0'].includes(vision)) {
    throw new AiConfigError(`AI_VISION must be true or false, got "${vision}".`);
  }
  return {
    model: loadModelSettings(env),
    vision: vision === 'true' || vision === '1',
    chatFreeDailyLimit: wholeNumber(env, 'CHAT_FREE_DAILY_LIMIT', 10, 0),
    chatMessagesPerMinute: wholeNumber(env, 'CHAT_MESSAGES_PER_MINUTE', 6, 1),
    reportsPerDay: wholeNumber(env, 'HEALTH_REPORTS_PER_DAY', 10, 1),
    streamPaceMs: wholeNumber(env, 'CHAT_STREAM_PACE_MS', 12, 0),
  };
}

export const AI_CONFIG_VARIABLES = [
  {
    name: 'AI_BASE_URL',
    default: '(unset)',
    description:
      'OpenAI-compatible API base, e.g. https://api.openai.com/v1 (streamed /chat/completions); ' +
      'unset: the embedded triage engine only, no network.',
  },
  { name: 'AI_API_KEY', default: '(unset)', description: 'Bearer token for AI_BASE_URL.' },
  { name: 'AI_MODEL', default: 'gpt-4o-mini', description: 'Model name sent with each request.' },
  {
    name: 'AI_TIMEOUT_MS',
    default: '20000',
    description:
      'The whole model answer must arrive within this time; otherwise the embedded engine answers ' +
      'and one warning is logged.',
  },
  {
    name: 'AI_VISION',
    default: 'false',
    description:
      'true: the model at AI_BASE_URL reads images, and photo analyses add its description of the ' +
      'photo (through the same red-flag layer).',
  },
  {
    name: 'CHAT_FREE_DAILY_LIMIT',
    default: '10',
    description:
      'Symptom-checker messages a keeper may send a day (UTC) about pets without a subscription.',
  },
  {
    name: 'CHAT_MESSAGES_PER_MINUTE',
    default: '6',
    description: 'Symptom-checker messages a keeper may send a minute (any pet); 429 past it.',
  },
  {
    name: 'HEALTH_REPORTS_PER_DAY',
    default: '10',
    description: 'AI health report PDFs a keeper may create a day.',
  },
  {
    name: 'CHAT_STREAM_PACE_MS',
    default: '12',
    description:
      'Pause between streamed words of an answer, so the embedded answer (ready in 2 ms) reads ' +
      'as typed; 0 sends it as fast as the connection takes it.',
  },
] as const;
