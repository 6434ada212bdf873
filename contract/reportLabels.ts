// Words the health report (server) prints exactly as the app shows them: body areas, urgency
// levels and age words in English and Japanese. The app's catalogue holds the same strings for
// its screens (src/i18n/locales/<lang>/app.json: imageAnalysis.areas, triageResult.levels,
// pets.age); src/i18n/reportLabels.test.ts keeps the two equal, so the PDF a keeper hands a vet
// and the screen never disagree.
import type { BodyArea, TriageLevel } from './aiAssistant';

type Label = Readonly<{ en: string; jp: string }>;

export const BODY_AREA_LABELS: Readonly<Record<BodyArea, Label>> = {
  eye: { en: 'Eye', jp: '目' },
  ear: { en: 'Ear', jp: '耳' },
  skin_coat: { en: 'Skin and coat', jp: '皮膚・被毛' },
  mouth_teeth: { en: 'Mouth and teeth', jp: '口・歯' },
  paw_leg: { en: 'Paw and leg', jp: '足・肉球' },
  wound: { en: 'Wound', jp: '傷' },
  stool_urine_vomit: { en: 'Stool, urine or vomit', jp: '便・尿・嘔吐物' },
  other: { en: 'Something else', jp: 'その他' },
};

export const TRIAGE_LEVEL_LABELS: Readonly<Record<TriageLevel, Label>> = {
  emergency: { en: 'Emergency — go to a vet now', jp: '緊急：今すぐ動物病院へ' },
  within_24h: { en: 'See a vet within 24 hours', jp: '24時間以内に受診' },
  within_2_3_days: { en: 'See a vet within 2–3 days', jp: '2〜3日以内に受診' },
  monitor: { en: 'Monitor at home', jp: '自宅で様子を見る' },
  no_action: { en: 'No action needed', jp: '特に対応は不要' },
};

/** The app's age words, as i18next plural keys (Japanese needs only `_other`). */
export const AGE_WORDS = {
  en: {
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    weeks_one: '{{count}} week',
    weeks_other: '{{count}} weeks',
    yearsMonths: '{{years}} {{months}}',
    about: 'about {{age}}',
  },
  jp: {
    years_other: '{{count}}歳',
    months_other: '{{count}}か月',
    weeks_other: '{{count}}週',
    yearsMonths: '{{years}}{{months}}',
    about: '約{{age}}',
  },
} as const;
