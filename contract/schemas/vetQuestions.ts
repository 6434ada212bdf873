// "Ask my vet": a keeper sends a symptom-checker conversation to a clinic the pet is
// shared with, with a question; the clinic's vets answer in writing, may ask for a photo, and
// close it. What the clinic sees is the snapshot sent (the keeper's messages, the level and its
// reasons, the photos chosen), never the rest of the conversation.
import { Type, type Static } from '@sinclair/typebox';
import { TRIAGE_LEVELS } from '../aiAssistant';
import { VET_QUESTION_LIMITS } from '../vetQuestions';
import { MultiLine, Nullable, StringEnum } from './common';
import { DataOf, FileRef, ListOf, Timestamp } from './pets';

export { VET_QUESTION_LIMITS };

export const VET_QUESTION_STATUSES = [
  'waiting_for_clinic',
  'waiting_for_keeper',
  'closed',
] as const;
export type VetQuestionStatus = (typeof VET_QUESTION_STATUSES)[number];

const Text = MultiLine(VET_QUESTION_LIMITS.textMax, { minLength: 1 });
const PhotoIds = Type.Array(Type.String({ format: 'uuid' }), {
  maxItems: VET_QUESTION_LIMITS.photosMax,
  uniqueItems: true,
  description: "Ids of the pet's photos (FileRef ids of images of this pet).",
});

export const VetQuestionInput = Type.Object(
  {
    clinic_id: Type.Integer({ minimum: 1, description: 'A clinic the pet is shared with now.' }),
    question: Text,
    photo_ids: Type.Optional(PhotoIds),
  },
  { title: 'VetQuestionInput', additionalProperties: false },
);
export type VetQuestionInput = Static<typeof VetQuestionInput>;

export const KeeperReplyInput = Type.Object(
  { text: Text, photo_ids: Type.Optional(PhotoIds) },
  { title: 'KeeperReplyInput', additionalProperties: false },
);
export type KeeperReplyInput = Static<typeof KeeperReplyInput>;

export const ClinicAnswerInput = Type.Object(
  {
    text: Text,
    ask_for_photo: Type.Optional(
      Type.Boolean({ description: 'The answer asks the keeper for a photo.' }),
    ),
  },
  { title: 'ClinicAnswerInput', additionalProperties: false },
);
export type ClinicAnswerInput = Static<typeof ClinicAnswerInput>;

export const VetQuestionClinic = Type.Object(
  { id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()) },
  { title: 'VetQuestionClinic' },
);
export type VetQuestionClinic = Static<typeof VetQuestionClinic>;

export const VetQuestionMessage = Type.Object(
  {
    id: Type.String(),
    author: StringEnum(['keeper', 'clinic'] as const),
    /** The keeper's or the vet's name as it was. */
    author_name: Type.String(),
    text: Type.String(),
    asks_for_photo: Type.Boolean(),
    photos: Type.Array(FileRef),
    created_at: Timestamp,
  },
  { title: 'VetQuestionMessage' },
);
export type VetQuestionMessage = Static<typeof VetQuestionMessage>;

export const VetQuestion = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    pet_name: Type.String(),
    keeper_name: Type.String(),
    thread_id: Type.String({ description: 'The conversation it came from.' }),
    clinic: VetQuestionClinic,
    level: Nullable(StringEnum(TRIAGE_LEVELS)),
    reasons: Type.Array(Type.String()),
    conversation: Type.Array(Type.Object({ text: Type.String(), created_at: Timestamp }), {
      description: "The keeper's messages of the conversation, as sent.",
    }),
    status: StringEnum(VET_QUESTION_STATUSES),
    sent_at: Timestamp,
    waiting_since: Nullable(Timestamp),
    closed_at: Nullable(Timestamp),
    messages: Type.Array(VetQuestionMessage, {
      description: 'The question first, then the answers and replies, oldest first.',
    }),
  },
  { title: 'VetQuestion' },
);
export type VetQuestion = Static<typeof VetQuestion>;

export const VetQuestionResponse = DataOf(VetQuestion, 'VetQuestionResponse');
export type VetQuestionResponse = Static<typeof VetQuestionResponse>;

export const VetQuestionSummary = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    pet_name: Type.String(),
    keeper_name: Type.String(),
    thread_id: Type.String(),
    clinic: VetQuestionClinic,
    level: Nullable(StringEnum(TRIAGE_LEVELS)),
    question: Type.String(),
    status: StringEnum(VET_QUESTION_STATUSES),
    sent_at: Timestamp,
    waiting_since: Nullable(Timestamp),
  },
  { title: 'VetQuestionSummary' },
);
export type VetQuestionSummary = Static<typeof VetQuestionSummary>;

export const VetQuestionList = ListOf(
  VetQuestionSummary,
  'VetQuestionList',
  'Vet queue: not closed; waiting for the clinic first, most urgent first, then longest waiting.',
);
export type VetQuestionList = Static<typeof VetQuestionList>;

/** What a keeper can do from one conversation: where to send it, which photos, what was sent. */
export const ThreadVetQuestions = Type.Object(
  {
    clinics: Type.Array(VetQuestionClinic, { description: 'Clinics the pet is shared with now.' }),
    photos: Type.Array(FileRef, { description: "The pet's photos, newest first (at most 24)." }),
    questions: Type.Array(VetQuestion),
  },
  { title: 'ThreadVetQuestions' },
);
export type ThreadVetQuestions = Static<typeof ThreadVetQuestions>;
export const ThreadVetQuestionsResponse = DataOf(ThreadVetQuestions, 'ThreadVetQuestionsResponse');
export type ThreadVetQuestionsResponse = Static<typeof ThreadVetQuestionsResponse>;
