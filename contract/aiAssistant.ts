// The AI assistant's closed sets and sizes (server/src/chat, image-analysis, health-report): urgency levels, photo body areas and
// problems, and the text limits the chat and photo forms share with the API. Plain data, so the
// site may bundle it; the triage library on the server uses the same lists.

/** Urgency levels, most urgent first. */
export const TRIAGE_LEVELS = [
  'emergency',
  'within_24h',
  'within_2_3_days',
  'monitor',
  'no_action',
] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

/** Where the answer came from: the embedded engine, the external model, or the engine after the model failed. */
export const ANSWER_SOURCES = ['engine', 'model', 'engine_fallback'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** The body areas a photo analysis asks about; each has its own guided questions. */
export const BODY_AREAS = [
  'eye',
  'ear',
  'skin_coat',
  'mouth_teeth',
  'paw_leg',
  'wound',
  'stool_urine_vomit',
  'other',
] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

/** Why a photo cannot be analysed (each has a message the API sends with its 422). */
export const PHOTO_PROBLEMS = [
  'unreadable',
  'too_small',
  'too_dark',
  'too_bright',
  'blurry',
] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];

export const THREAD_ORIGINS = ['chat', 'image_analysis'] as const;
export type ThreadOrigin = (typeof THREAD_ORIGINS)[number];

export const AI_LIMITS = {
  /** A keeper's chat message, after trimming. */
  messageMax: 2000,
  /** A thread's title: the first keeper question, cut at a word. */
  threadTitleMax: 120,
  /** What the keeper writes about a photo ("red patch since Monday"). */
  concernMax: 500,
} as const;
