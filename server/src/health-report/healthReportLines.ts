// The words of the health report: its labels in each language and every line put together from
// them and the pet's records. Kept apart from the drawing (healthReportPdf.ts) so the wording can
// be read and tested without a PDF.
import type { BodyArea, TriageLevel } from '@contract/aiAssistant';
import type { PetSex, PetSpecies } from '@contract/pets/species';
import type { WeightUnit } from '@contract/pets/weight';
import {
  ageText,
  bodyAreaLabel,
  calendarDateText,
  isoDateIn,
  levelLabel,
  momentDateText,
  sexLabel,
  speciesLabel,
  weightText,
  type ReportLanguage,
} from './reportFormat';

export type { ReportLanguage };

export interface ReportData {
  /** When the report was made; dated in `timeZone`. */
  createdAt: Date;
  timeZone: string;
  /** The keeper's weight unit preference, as the app shows weights. */
  weightUnit: WeightUnit;
  pet: {
    name: string;
    species: PetSpecies;
    breed: string | null;
    sex: PetSex | null;
    neutered: boolean | null;
    birthDate: string | null;
    /** The keeper gave an age ("about 3 years"): the report states the age, not a date. */
    birthDateIsEstimate: boolean;
    microchip: string | null;
    weightGrams: number | null;
  };
  weights: { on: string; grams: number }[];
  visits: {
    on: string;
    clinic: string | null;
    reason: string;
    diagnosis: string | null;
    treatment: string | null;
  }[];
  vaccinations: { name: string; givenOn: string; nextDueOn: string | null }[];
  medications: { name: string; dose: string | null; frequency: string | null }[];
  allergies: string[];
  conditions: string[];
  /** One per symptom check (a chat thread): its question and its highest level. */
  triage: { at: Date; question: string; level: TriageLevel }[];
  analyses: { at: Date; area: BodyArea; level: TriageLevel | null }[];
  reminders: { due: Date; title: string }[];
}

export const REPORT_TEXT = {
  en: {
    title: (name: string) => `Health report: ${name}`,
    labelled: (label: string, value: string) => `${label}: ${value}`,
    listSeparator: ', ',
    generated: 'Generated on',
    profile: 'Profile',
    species: 'Species',
    breed: 'Breed',
    sex: 'Sex',
    neutered: 'Neutered',
    born: 'Date of birth',
    age: 'Age',
    microchip: 'Microchip',
    weight: 'Weight',
    yes: 'Yes',
    no: 'No',
    unknown: '—',
    weightChart: 'Weight',
    noWeights: 'No weight entries yet.',
    visits: 'Vet visits',
    vaccinations: 'Vaccinations',
    nextDue: 'next due',
    medications: 'Medications',
    allergies: 'Allergies',
    conditions: 'Conditions',
    triage: 'Recent symptom checks',
    analyses: 'Recent photo analyses',
    reminders: 'Upcoming reminders',
    none: 'None recorded.',
    notice:
      'This report is a summary of the records kept in PetCare and of the AI assistant’s triage guidance. It is not a diagnosis. Please share it with your veterinarian, who will examine your pet.',
    pending: 'Questions not answered',
  },
  jp: {
    title: (name: string) => `健康レポート：${name}`,
    labelled: (label: string, value: string) => `${label}：${value}`,
    listSeparator: '、',
    generated: '作成日',
    profile: 'プロフィール',
    species: '種類',
    breed: '品種',
    sex: '性別',
    neutered: '避妊・去勢',
    born: '生年月日',
    age: '年齢',
    microchip: 'マイクロチップ',
    weight: '体重',
    yes: 'はい',
    no: 'いいえ',
    unknown: '—',
    weightChart: '体重の推移',
    noWeights: '体重の記録はまだありません。',
    visits: '通院記録',
    vaccinations: 'ワクチン',
    nextDue: '次回予定',
    medications: '服用中の薬',
    allergies: 'アレルギー',
    conditions: '持病',
    triage: '最近のAI症状チェッカーの結果',
    analyses: '最近の写真分析',
    reminders: '今後のリマインダー',
    none: '記録はありません。',
    notice:
      'このレポートは、PetCareに記録された情報とAIアシスタントの緊急度の目安をまとめたものです。診断ではありません。診察を行う獣医師にお見せください。',
    pending: '質問に未回答',
  },
};

/** Every line of the report that is put together from labels and the pet's records, in the
 * report's language (Japanese takes ：、 and no space before kg; the style test reads these). */
export function reportLines(data: ReportData, language: ReportLanguage) {
  const t = REPORT_TEXT[language];
  const yesNo = (v: boolean | null) => (v === null ? t.unknown : v ? t.yes : t.no);
  const p = data.pet;
  const day = (isoDate: string) => calendarDateText(isoDate, language);
  const moment = (at: Date) => momentDateText(at, language, data.timeZone);
  const dated = (on: string, what: string, detail: string) => `${on} — ${t.labelled(what, detail)}`;
  const today = isoDateIn(data.createdAt, data.timeZone);
  const age = p.birthDate ? ageText(p.birthDate, p.birthDateIsEstimate, today, language) : null;
  // An age the keeper estimated is stated as entered; a known birth date is given with the age.
  const birth: [string, string] =
    p.birthDate === null
      ? [t.born, t.unknown]
      : p.birthDateIsEstimate
        ? [t.age, age ?? t.unknown]
        : [
            t.born,
            age
              ? `${day(p.birthDate)}${language === 'jp' ? `（${age}）` : ` (${age})`}`
              : day(p.birthDate),
          ];
  return {
    generated: t.labelled(t.generated, moment(data.createdAt)),
    profile: (
      [
        [t.species, speciesLabel(p.species, language)],
        [t.breed, p.breed ?? t.unknown],
        [t.sex, p.sex ? sexLabel(p.sex, language) : t.unknown],
        [t.neutered, yesNo(p.neutered)],
        birth,
        [t.microchip, p.microchip ?? t.unknown],
        [
          t.weight,
          p.weightGrams === null ? t.unknown : weightText(p.weightGrams, data.weightUnit, language),
        ],
      ] as const
    ).map(([label, value]) => t.labelled(label, value)),
    visits: data.visits.map((v) =>
      [day(v.on), v.clinic, v.reason, v.diagnosis, v.treatment].filter(Boolean).join(' — '),
    ),
    vaccinations: data.vaccinations.map((v) => {
      const when = [day(v.givenOn), v.nextDueOn ? t.labelled(t.nextDue, day(v.nextDueOn)) : null]
        .filter(Boolean)
        .join(language === 'jp' ? '、' : '; ');
      return language === 'jp' ? `${v.name}（${when}）` : `${v.name} (${when})`;
    }),
    medications: data.medications.map((m) =>
      [m.name, m.dose, m.frequency].filter(Boolean).join(t.listSeparator),
    ),
    triage: data.triage.map((r) => dated(moment(r.at), levelLabel(r.level, language), r.question)),
    analyses: data.analyses.map((a) =>
      dated(
        moment(a.at),
        bodyAreaLabel(a.area, language),
        a.level ? levelLabel(a.level, language) : t.pending,
      ),
    ),
    reminders: data.reminders.map((r) => `${moment(r.due)} — ${r.title}`),
    // The chart's first and last dates (one date when there is one entry).
    weightAxis: [...new Set([data.weights[0], data.weights[data.weights.length - 1]])].flatMap(
      (w) => (w ? [day(w.on)] : []),
    ),
  };
}
