// Limits of "Ask my vet" messages, shared by the request schema (contract/schemas/vetQuestions.ts)
// and the forms that keep within it (plain values: the site takes only types from the schemas).
export const VET_QUESTION_LIMITS = {
  /** The question and every written message. */
  textMax: 4000,
  /** Photos of the pet chosen for one message. */
  photosMax: 6,
} as const;
