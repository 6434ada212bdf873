// The symptom checker's threads, messages and stream (server/src/chat/README.md): the
// triage summary every answer ends with, the message body, the usage answer and the events of the
// `text/event-stream` answer (lines `data: {json}`).
import { Type, type Static } from '@sinclair/typebox';
import { AI_LIMITS, ANSWER_SOURCES, THREAD_ORIGINS, TRIAGE_LEVELS } from '../aiAssistant';
import { MultiLine, Nullable, StringEnum } from './common';
import { DataOf, ListOf, Timestamp } from './pets';

export const TriageLevelSchema = StringEnum(TRIAGE_LEVELS, {
  description: 'emergency | within_24h | within_2_3_days | monitor | no_action',
});

const TextItem = Type.Object({ text: Type.String() }, { additionalProperties: false });

export const TriageOption = Type.Object(
  { id: Type.String(), text: Type.String() },
  { title: 'TriageOption' },
);
export type TriageOption = Static<typeof TriageOption>;

export const TriageQuestion = Type.Object(
  {
    id: Type.String(),
    text: Type.String(),
    options: Type.Optional(
      Type.Array(TriageOption, {
        description:
          'Quick answers (chips); sending the option text as the next message answers it.',
      }),
    ),
  },
  { title: 'TriageQuestion' },
);
export type TriageQuestion = Static<typeof TriageQuestion>;

export const CarePlace = Type.Object(
  {
    name: Type.String(),
    phone: Nullable(Type.String({ description: 'As listed on the care page; for a tel: link.' })),
    url: Type.String({ description: "The care page's site path, in the answer's language." }),
  },
  { title: 'CarePlace' },
);
export type CarePlace = Static<typeof CarePlace>;

export const NearestCare = Type.Object(
  {
    city_slug: Type.String(),
    city_name: Type.String(),
    places: Type.Array(CarePlace, { description: 'Emergency services first, then vet clinics.' }),
  },
  { title: 'NearestCare' },
);
export type NearestCare = Static<typeof NearestCare>;

export const TriageSummary = Type.Object(
  {
    level: TriageLevelSchema,
    reasons: Type.Array(TextItem),
    watch_for: Type.Array(Type.String()),
    home_care: Type.Array(Type.String()),
    reminder: Type.String({ description: 'One line: this is not a diagnosis.' }),
    questions: Type.Array(TriageQuestion),
    care: Type.Union([NearestCare, Type.Null()], {
      description:
        "Emergency answers: the care pages of the keeper's city (billing data city); null otherwise or when the city is unknown.",
    }),
    engine_version: Type.String(),
    knowledge_version: Type.String(),
    source: StringEnum(ANSWER_SOURCES),
  },
  { title: 'TriageSummary' },
);
export type TriageSummary = Static<typeof TriageSummary>;

export const ChatMessage = Type.Object(
  {
    id: Type.String(),
    role: StringEnum(['keeper', 'assistant'] as const),
    text: Type.String(),
    triage: Nullable(TriageSummary),
    stopped: Type.Boolean({
      description: 'An assistant answer the keeper stopped (or that broke off): text is partial.',
    }),
    created_at: Timestamp,
  },
  { title: 'ChatMessage' },
);
export type ChatMessage = Static<typeof ChatMessage>;

export const Thread = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    title: Type.String({
      description: `The first keeper question, at most ${AI_LIMITS.threadTitleMax} characters; empty until then.`,
    }),
    max_level: Type.Union([TriageLevelSchema, Type.Null()], {
      description: 'The most urgent level reached.',
    }),
    message_count: Type.Integer({ minimum: 0 }),
    origin: StringEnum(THREAD_ORIGINS),
    created_at: Timestamp,
    last_message_at: Timestamp,
  },
  { title: 'Thread' },
);
export type Thread = Static<typeof Thread>;

export const ThreadResponse = DataOf(Thread, 'ThreadResponse');
export type ThreadResponse = Static<typeof ThreadResponse>;
export const ThreadList = ListOf(Thread, 'ThreadList', 'Newest first (by last message).');
export type ThreadList = Static<typeof ThreadList>;
export const ThreadDetail = DataOf(
  Type.Object({
    thread: Thread,
    messages: Type.Array(ChatMessage, { description: 'Oldest first.' }),
  }),
  'ThreadDetail',
);
export type ThreadDetail = Static<typeof ThreadDetail>;

export const ChatMessageBody = Type.Object(
  {
    text: MultiLine(AI_LIMITS.messageMax, {
      minLength: 1,
      description: `1–${AI_LIMITS.messageMax} characters after trimming; no control characters.`,
    }),
  },
  { title: 'ChatMessageBody', additionalProperties: false },
);
export type ChatMessageBody = Static<typeof ChatMessageBody>;

export const ChatUsage = Type.Object(
  {
    limit: Nullable(Type.Integer({ description: 'Free messages a day; null when unlimited.' })),
    used: Type.Integer({ minimum: 0 }),
    remaining: Nullable(Type.Integer({ minimum: 0 })),
    resets_at: Timestamp,
    unlimited: Type.Boolean({ description: 'True when the pet has a subscription.' }),
  },
  { title: 'ChatUsage' },
);
export type ChatUsage = Static<typeof ChatUsage>;
export const ChatUsageResponse = DataOf(ChatUsage, 'ChatUsageResponse');
export type ChatUsageResponse = Static<typeof ChatUsageResponse>;

// The stream: one JSON object per `data:` line, in this order: start, token…, triage, done; or an
// error after start, which ends the stream.
export const ChatStreamStart = Type.Object({
  type: Type.Literal('start'),
  message_id: Type.String({ description: 'The id of the assistant message being streamed.' }),
  thread: Thread,
  level: Type.Optional({
    ...TriageLevelSchema,
    description:
      "The engine's urgency level, known before the answer streams, so that a screen can show it first; the `triage` event that ends the answer has the final level (a model may only raise it).",
  }),
});
export const ChatStreamToken = Type.Object({ type: Type.Literal('token'), text: Type.String() });
export const ChatStreamTriage = Type.Object({
  type: Type.Literal('triage'),
  triage: TriageSummary,
});
export const ChatStreamDone = Type.Object({ type: Type.Literal('done'), message: ChatMessage });
export const ChatStreamError = Type.Object({ type: Type.Literal('error'), message: Type.String() });
export const ChatStreamEvent = Type.Union(
  [ChatStreamStart, ChatStreamToken, ChatStreamTriage, ChatStreamDone, ChatStreamError],
  { title: 'ChatStreamEvent' },
);
export type ChatStreamEvent = Static<typeof ChatStreamEvent>;
