// What the photo analysis says to the keeper, in English and Japanese: why a photo cannot be
// used, the body areas' names, the guided questions, the answers' errors and the words of the
// chat thread that continues an analysis. The capability's en/jp texts all live here.
import type { BodyArea, PhotoProblem } from '@contract/aiAssistant';
import { BODY_AREA_LABELS } from '@contract/reportLabels';
import type { GuidedQuestion } from '@contract/schemas/imageAnalysis';
import { guidedQuestions } from '../triage';

export type Language = 'en' | 'jp';

/** What the keeper is told per problem of an unusable photo. */
export const PHOTO_PROBLEM_MESSAGES: Record<PhotoProblem, Record<Language, string>> = {
  unreadable: {
    en: 'The photo could not be read. Please take a new one.',
    jp: '写真を読み取れませんでした。撮り直してください。',
  },
  too_small: {
    en: 'The photo is too small to see detail. Move closer or use a higher resolution.',
    jp: '写真が小さすぎて細部が見えません。近づくか、解像度を上げて撮影してください。',
  },
  too_dark: {
    en: 'The photo is too dark. Turn on a light or move to a window and take it again.',
    jp: '写真が暗すぎます。明かりをつけるか窓の近くで撮り直してください。',
  },
  too_bright: {
    en: 'The photo is too bright (washed out). Avoid direct sun or flash and take it again.',
    jp: '写真が明るすぎます（白飛びしています）。直射日光やフラッシュを避けて撮り直してください。',
  },
  blurry: {
    en: 'The photo is blurry. Hold the phone steady, tap to focus and take it again.',
    jp: '写真がぼやけています。スマートフォンを固定し、ピントを合わせて撮り直してください。',
  },
};

/**
 * The body area as the analysis's chat thread names it: the app's own names (shared with the
 * health report), except that the thread's title says "Other" where the app says "Something else".
 */
export const AREA_LABELS: Readonly<Record<BodyArea, Readonly<Record<Language, string>>>> = {
  ...BODY_AREA_LABELS,
  other: { en: 'Other', jp: 'その他' },
};

/** The area's guided questions in the keeper's language. */
export function localisedQuestions(area: BodyArea, language: Language): GuidedQuestion[] {
  return guidedQuestions(area).map((q) => ({
    id: q.id,
    text: q.text[language],
    options: q.options.map((o) => ({ id: o.id, text: o.text[language] })),
  }));
}

/** The answers' errors and the continuing thread's own words. */
export const ANALYSIS_MESSAGES = {
  chooseAnswer: (question: string): Record<Language, string> => ({
    en: `Please choose an answer to "${question}".`,
    jp: `「${question}」に選択肢から答えてください。`,
  }),
  unknownQuestion: {
    en: 'An answer is for an unknown question.',
    jp: '不明な質問への回答があります。',
  },
  answerFirst: { en: 'Please answer the questions first.', jp: '先に質問に答えてください。' },
  /** The keeper's first message in the thread, above the concern and the answers. */
  keeperHeading: (area: string): Record<Language, string> => ({
    en: `Photo analysis (${area})`,
    jp: `写真分析（${area}）`,
  }),
  threadTitle: (area: string): Record<Language, string> => ({
    en: `Photo analysis: ${area}`,
    jp: `写真分析：${area}`,
  }),
} satisfies Record<string, Record<Language, string> | ((text: string) => Record<Language, string>)>;
