// How the health report states a value: exactly as the app shows it. Labels of codes (species,
// sex, body area, urgency level) and age words come from the app's own catalogue
// (src/i18n/locales/<lang>/app.json), weights go through the app's display rule, and dates are
// written in the report's language and the keeper's time zone.
import { intlLocale } from '@contract/intlLocale';
import { SEX_LABELS, SPECIES_LABELS, type PetSex, type PetSpecies } from '@contract/pets/species';
import { petAge } from '@contract/pets/petDates';
import { formatWeight, type WeightUnit } from '@contract/pets/weight';
import type { BodyArea, TriageLevel } from '@contract/aiAssistant';
import enApp from '../../../src/i18n/locales/en/app.json';
import jpApp from '../../../src/i18n/locales/jp/app.json';

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

const CATALOGUES: Record<ReportLanguage, unknown> = { en: enApp, jp: jpApp };

/** A string of the app's catalogue by its dotted key, with `{{name}}` filled in. */
export function appText(
  language: ReportLanguage,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = CATALOGUES[language];
  const path = key.split('.');
  // i18next's plural keys: `years_one` / `years_other`, chosen by the language's plural rule.
  if (typeof values.count === 'number') {
    const rule = new Intl.PluralRules(intlLocale(language)).select(values.count);
    const last = path.pop() ?? '';
    const parent = path.reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], node);
    const forms = parent as Record<string, unknown> | undefined;
    node = forms?.[`${last}_${rule}`] ?? forms?.[`${last}_other`];
  } else {
    node = path.reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], node);
  }
  if (typeof node !== 'string') throw new Error(`app catalogue has no "${key}" in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function speciesLabel(species: PetSpecies, language: ReportLanguage): string {
  return SPECIES_LABELS[species][language];
}

export function sexLabel(sex: PetSex, language: ReportLanguage): string {
  return SEX_LABELS[sex][language];
}

export function bodyAreaLabel(area: BodyArea, language: ReportLanguage): string {
  return appText(language, `imageAnalysis.areas.${area}`);
}

export function levelLabel(level: TriageLevel, language: ReportLanguage): string {
  return appText(language, `triageResult.levels.${level}`);
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
    text = appText(language, 'pets.age.weeks', { count: age.weeks });
  } else if (age.years === 0) {
    text = appText(language, 'pets.age.months', { count: age.months });
  } else if (age.months === 0 || age.years >= 3) {
    text = appText(language, 'pets.age.years', { count: age.years });
  } else {
    text = appText(language, 'pets.age.yearsMonths', {
      years: appText(language, 'pets.age.years', { count: age.years }),
      months: appText(language, 'pets.age.months', { count: age.months }),
    });
  }
  return estimate ? appText(language, 'pets.age.about', { age: text }) : text;
}
