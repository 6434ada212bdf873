// How the health report states a value: exactly as the app shows it. Labels of codes (species,
// sex, body area, urgency level) and age words come from the contract, whose words the app's
// catalogue holds too (a test keeps them equal), weights go through the app's display rule, and
// dates are written in the report's language and the keeper's time zone.
import { intlLocale } from '@contract/intlLocale';
import { SEX_LABELS, SPECIES_LABELS, type PetSex, type PetSpecies } from '@contract/pets/species';
import { petAge } from '@contract/pets/petDates';
import { formatWeight, type WeightUnit } from '@contract/pets/weight';
import type { BodyArea, TriageLevel } from '@contract/aiAssistant';
import { AGE_WORDS, BODY_AREA_LABELS, TRIAGE_LEVEL_LABELS } from '@contract/reportLabels';

export type ReportLanguage = 'en' | 'jp';

/**
 * No time zone is stored for a keeper, so a report is dated in its language's zone: Japan time
 * for a Japanese report (a report made at 08:00 JST carries that day, not yesterday's UTC date),
 * UTC for an English one (English is spoken in too many zones to pick one).
 */
export const REPORT_TIME_ZONES: Readonly<Record<ReportLanguage, string>> = {
  en: 'UTC',
  jp: 'Asia/Tokyo',
};

type AgeWord = 'years' | 'months' | 'weeks' | 'yearsMonths' | 'about';

/** An age word with `{{name}}` filled in; counted words by the language's plural rule. */
function ageWord(
  language: ReportLanguage,
  word: AgeWord,
  values: Record<string, string | number> = {},
): string {
  const words: Readonly<Record<string, string>> = AGE_WORDS[language];
  const key =
    typeof values.count === 'number'
      ? `${word}_${new Intl.PluralRules(intlLocale(language)).select(values.count)}`
      : word;
  const text = words[key] ?? words[`${word}_other`];
  if (text === undefined) throw new Error(`no age word "${key}" in ${language}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function speciesLabel(species: PetSpecies, language: ReportLanguage): string {
  return SPECIES_LABELS[species][language];
}

export function sexLabel(sex: PetSex, language: ReportLanguage): string {
  return SEX_LABELS[sex][language];
}

export function bodyAreaLabel(area: BodyArea, language: ReportLanguage): string {
  return BODY_AREA_LABELS[area][language];
}

export function levelLabel(level: TriageLevel, language: ReportLanguage): string {
  return TRIAGE_LEVEL_LABELS[level][language];
}

export function weightText(grams: number, unit: WeightUnit, language: ReportLanguage): string {
  return formatWeight(grams, unit, language);
}

/** The calendar date (YYYY-MM-DD) of `at` in `timeZone`. */
export function isoDateIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: ReportLanguage, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}:${timeZone}`;
  let found = dateFormats.get(key);
  if (!found) {
    // The app's medium date ("12 Mar 2026" / 「2026年3月12日」, src/features/pets/formatDate.ts).
    found = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dateFormats.set(key, found);
  }
  return found;
}

/** A calendar date as stored (a visit, a weight): the same day wherever it is read. */
export function calendarDateText(isoDate: string, language: ReportLanguage): string {
  const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? isoDate : dateFormat(language, 'UTC').format(ms);
}

/** A moment (a symptom check, a reminder) as the day it was in the keeper's time zone. */
export function momentDateText(at: Date, language: ReportLanguage, timeZone: string): string {
  return dateFormat(language, timeZone).format(at);
}

/**
 * The app's age words (src/features/pets/usePetAgeText.ts): "3 years 2 months", "7 months",
 * "5 weeks"; an estimated birth date reads "about 3 years" / 「約3歳」.
 */
export function ageText(
  birthDate: string,
  estimate: boolean,
  today: string,
  language: ReportLanguage,
): string | null {
  const age = petAge(birthDate, today);
  if (!age) return null;
  let text: string;
  if (age.years === 0 && age.months === 0) {
    text = ageWord(language, 'weeks', { count: age.weeks });
  } else if (age.years === 0) {
    text = ageWord(language, 'months', { count: age.months });
  } else if (age.months === 0 || age.years >= 3) {
    text = ageWord(language, 'years', { count: age.years });
  } else {
    text = ageWord(language, 'yearsMonths', {
      years: ageWord(language, 'years', { count: age.years }),
      months: ageWord(language, 'months', { count: age.months }),
    });
  }
  return estimate ? ageWord(language, 'about', { age: text }) : text;
}
