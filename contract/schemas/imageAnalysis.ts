// Photo analysis (server/src/image-analysis/README.md): a photo of one body area is checked for usability,
// the keeper answers the guided questions of that area, and the answers are triaged like a chat
// message. The upload is multipart (`file` + the fields below).
import { Type, type Static } from '@sinclair/typebox';
import { AI_LIMITS, BODY_AREAS, PHOTO_PROBLEMS } from '../aiAssistant';
import { MultiLine, Nullable, StringEnum } from './common';
import { TriageOption, TriageSummary } from './chat';
import { DataOf, FileRef, ListOf, Timestamp } from './pets';

export const BodyAreaSchema = StringEnum(BODY_AREAS);

export const GuidedQuestion = Type.Object(
  { id: Type.String(), text: Type.String(), options: Type.Array(TriageOption) },
  { title: 'GuidedQuestion' },
);
export type GuidedQuestion = Static<typeof GuidedQuestion>;

export const PhotoQuality = Type.Object(
  {
    usable: Type.Boolean(),
    problems: Type.Array(StringEnum(PHOTO_PROBLEMS)),
    width: Type.Integer(),
    height: Type.Integer(),
  },
  { title: 'PhotoQuality' },
);
export type PhotoQuality = Static<typeof PhotoQuality>;

export const IMAGE_ANALYSIS_STATUSES = ['needs_answers', 'complete'] as const;
export type ImageAnalysisStatus = (typeof IMAGE_ANALYSIS_STATUSES)[number];

export const ImageAnalysis = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    body_area: BodyAreaSchema,
    concern: Nullable(Type.String()),
    photo: FileRef,
    quality: PhotoQuality,
    questions: Type.Array(GuidedQuestion),
    answers: Nullable(Type.Record(Type.String(), Type.String())),
    triage: Nullable(TriageSummary),
    vision_description: Nullable(
      Type.String({
        description:
          "A vision model's description of the photo (AI_VISION=true); null: the photo's content was not interpreted, only its quality.",
      }),
    ),
    status: StringEnum(IMAGE_ANALYSIS_STATUSES),
    thread_id: Nullable(Type.String()),
    created_at: Timestamp,
  },
  { title: 'ImageAnalysis' },
);
export type ImageAnalysis = Static<typeof ImageAnalysis>;

/** The text fields sent beside `file` (multipart). */
export const ImageAnalysisFields = Type.Object(
  {
    body_area: BodyAreaSchema,
    concern: Type.Optional(
      MultiLine(AI_LIMITS.concernMax, { description: 'What the keeper sees or is worried about.' }),
    ),
  },
  { title: 'ImageAnalysisFields', additionalProperties: false },
);
export type ImageAnalysisFields = Static<typeof ImageAnalysisFields>;

const AnswerId = Type.String({ pattern: '^[a-z0-9_]{1,40}$' });

export const ImageAnalysisAnswersBody = Type.Object(
  {
    answers: Type.Record(AnswerId, AnswerId, {
      maxProperties: 20,
      description: 'Question id → option id, for the questions of the analysis.',
    }),
  },
  { title: 'ImageAnalysisAnswersBody', additionalProperties: false },
);
export type ImageAnalysisAnswersBody = Static<typeof ImageAnalysisAnswersBody>;

/** The verdict on a photo as soon as it is chosen (nothing is stored). */
export const PhotoCheck = Type.Object(
  {
    usable: Type.Boolean(),
    problems: Type.Array(StringEnum(PHOTO_PROBLEMS)),
    messages: Type.Array(Type.String(), {
      description: "What the keeper can do about each problem, in the request's language.",
    }),
    width: Type.Integer(),
    height: Type.Integer(),
  },
  { title: 'PhotoCheck' },
);
export type PhotoCheck = Static<typeof PhotoCheck>;
export const PhotoCheckResponse = DataOf(PhotoCheck, 'PhotoCheckResponse');
export type PhotoCheckResponse = Static<typeof PhotoCheckResponse>;

export const ImageAnalysisResponse = DataOf(ImageAnalysis, 'ImageAnalysisResponse');
export type ImageAnalysisResponse = Static<typeof ImageAnalysisResponse>;
export const ImageAnalysisList = ListOf(ImageAnalysis, 'ImageAnalysisList', 'Newest first.');
export type ImageAnalysisList = Static<typeof ImageAnalysisList>;
