import type { ServerResponse } from 'node:http';
import type {
  ChatMessage,
  ChatStreamEvent,
  ChatUsage,
  NearestCare,
  Thread,
  TriageSummary,
} from '@contract/schemas/chat';

/** A saved symptom-checker thread as the API sends it; tests override what they are about. */
export function makeThread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: '41',
    pet_id: 'pet-1',
    title: 'Biscuit has vomited twice since this morning',
    max_level: 'within_24h',
    message_count: 2,
    origin: 'chat',
    created_at: '2026-11-20T08:30:00.000Z',
    last_message_at: '2026-11-20T08:30:02.000Z',
    ...overrides,
  };
}

export function makeTriage(overrides: Partial<TriageSummary> = {}): TriageSummary {
  return {
    level: 'within_24h',
    reasons: [{ text: 'Vomiting more than once in a day' }],
    watch_for: ['blood in the vomit', 'a swollen belly'],
    home_care: ['Offer small sips of water.'],
    reminder: 'This is an urgency level, not a diagnosis.',
    questions: [],
    care: null,
    engine_version: '1.0.0',
    knowledge_version: '2026.11.23-1',
    source: 'engine',
    ...overrides,
  };
}

/** An emergency's care in London: a 24-hour hospital with a phone number, a clinic without. */
export function makeLondonCare(): NearestCare {
  return {
    city_slug: 'london',
    city_name: 'London',
    places: [
      {
        name: 'Thames Night Vets Emergency Hospital',
        phone: '+44 20 7946 0123',
        url: '/care/london/thames-night-vets-emergency-hospital/',
      },
      { name: 'Primrose Paws', phone: null, url: '/care/london/primrose-paws/' },
    ],
  };
}

export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '100',
    role: 'assistant',
    text: 'The most important point: vomiting more than once.\n\nUrgency: See a vet within 24 hours.',
    triage: makeTriage(),
    stopped: false,
    created_at: '2026-11-20T08:30:02.000Z',
    ...overrides,
  };
}

export function makeUsage(overrides: Partial<ChatUsage> = {}): ChatUsage {
  return {
    limit: 10,
    used: 3,
    remaining: 7,
    resets_at: '2026-11-21T00:00:00.000Z',
    unlimited: false,
    ...overrides,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers like the chat API's stream: `data: {json}` lines with a pause between them (so a test
 * can watch the answer grow), then the end of the response unless `keepOpen`.
 */
export async function writeStream(
  res: ServerResponse,
  events: readonly (ChatStreamEvent | string)[],
  { pauseMs = 5, keepOpen = false }: { pauseMs?: number; keepOpen?: boolean } = {},
): Promise<void> {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  for (const event of events) {
    if (res.destroyed) return;
    res.write(typeof event === 'string' ? event : `data: ${JSON.stringify(event)}\n\n`);
    await pause(pauseMs);
  }
  if (!keepOpen) res.end();
}

/**
 * The events of a whole answer: start (with the level, as the API announces it), the text word
 * by word, triage, done.
 */
export function answerEvents(
  text: string,
  {
    thread = makeThread(),
    triage = makeTriage(),
    messageId = '100',
  }: { thread?: Thread; triage?: TriageSummary; messageId?: string } = {},
): ChatStreamEvent[] {
  const words = text.match(/\S+\s*/g) ?? [];
  return [
    { type: 'start', message_id: messageId, thread, level: triage.level },
    ...words.map((word) => ({ type: 'token' as const, text: word })),
    { type: 'triage', triage },
    {
      type: 'done',
      message: makeChatMessage({ id: messageId, text, triage }),
    },
  ];
}
