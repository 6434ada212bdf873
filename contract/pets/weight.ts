// Body weight: stored as whole grams, shown and entered in the keeper's unit (kg or lb, from
// preferences). Decisions and rounding rules: README.md beside this file.
import type { PetsLanguage } from './species';

/** Exact by definition (International Yard and Pound Agreement, 1959). */
export const KILOGRAMS_PER_POUND = 0.45359237;
export const GRAMS_PER_POUND = 453.59237;
export const OUNCES_PER_POUND = 16;
export const GRAMS_PER_OUNCE = GRAMS_PER_POUND / OUNCES_PER_POUND;

/** The units a keeper can prefer (spec.md §3 Preferences.weight_unit, default kg). */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** What a weight is shown in: small pets switch to grams or ounces. */
export type DisplayWeightUnit = 'kg' | 'g' | 'lb' | 'oz';

/** The lightest weight we store (a finch is about 10 g) and the heaviest (a draught horse). */
export const MIN_WEIGHT_GRAMS = 1;
export const MAX_WEIGHT_GRAMS = 1_500_000;

export function isWeightUnit(value: unknown): value is WeightUnit {
  return value === 'kg' || value === 'lb';
}

/** A whole number of grams inside the accepted range: what the database stores. */
export function isStorableWeight(grams: number): boolean {
  return Number.isInteger(grams) && grams >= MIN_WEIGHT_GRAMS && grams <= MAX_WEIGHT_GRAMS;
}

export function gramsFromKilograms(kilograms: number): number {
  return Math.round(kilograms * 1000);
}

export function gramsFromPounds(pounds: number): number {
  return Math.round(pounds * GRAMS_PER_POUND);
}

export function gramsFromOunces(ounces: number): number {
  return Math.round(ounces * GRAMS_PER_OUNCE);
}

export function kilogramsFromGrams(grams: number): number {
  return grams / 1000;
}

export function poundsFromGrams(grams: number): number {
  return grams / GRAMS_PER_POUND;
}

/** Grams → a value in `unit`, unrounded (for charts and sums). */
export function gramsToUnit(grams: number, unit: DisplayWeightUnit): number {
  switch (unit) {
    case 'kg':
      return grams / 1000;
    case 'g':
      return grams;
    case 'lb':
      return grams / GRAMS_PER_POUND;
    case 'oz':
      return grams / GRAMS_PER_OUNCE;
  }
}

export interface DisplayWeight {
  /** Rounded for display. */
  value: number;
  unit: DisplayWeightUnit;
  /** Decimals the value was rounded to (trailing zeros are not shown). */
  fractionDigits: number;
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The display rule. kg: under 1 kg in whole grams, under 10 kg to 0.01 kg, else to 0.1 kg.
 * lb: under 1 lb in ounces to 0.1 oz, under 10 lb to 0.01 lb, else to 0.1 lb. Every step is
 * coarser than one gram, so a weight entered at the shown precision reads back unchanged.
 */
export function displayWeight(grams: number, unit: WeightUnit): DisplayWeight {
  if (unit === 'kg') {
    if (grams < 1000) return { value: Math.round(grams), unit: 'g', fractionDigits: 0 };
    const kilograms = grams / 1000;
    const digits = kilograms < 10 ? 2 : 1;
    return { value: roundTo(kilograms, digits), unit: 'kg', fractionDigits: digits };
  }
  const ounces = roundTo(grams / GRAMS_PER_OUNCE, 1);
  if (ounces < OUNCES_PER_POUND) return { value: ounces, unit: 'oz', fractionDigits: 1 };
  const pounds = grams / GRAMS_PER_POUND;
  const digits = pounds < 10 ? 2 : 1;
  return { value: roundTo(pounds, digits), unit: 'lb', fractionDigits: digits };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: PetsLanguage, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'jp' ? 'ja-JP' : 'en-US', {
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** "12.5 kg", "35 g", "9.87 lb", "1.2 oz"; Japanese writes no space: "12.5kg". */
export function formatWeight(
  grams: number,
  unit: WeightUnit,
  language: PetsLanguage = 'en',
): string {
  const shown = displayWeight(grams, unit);
  const number = numberFormat(language, shown.fractionDigits).format(shown.value);
  return language === 'jp' ? `${number}${shown.unit}` : `${number} ${shown.unit}`;
}

/**
 * One unit for a whole weight chart, so every point is on the same axis: grams or ounces when
 * the heaviest point is under 1 kg / 1 lb (a budgerigar, a kitten), else the keeper's unit.
 */
export function chartWeightUnit(maxGrams: number, unit: WeightUnit): DisplayWeightUnit {
  if (unit === 'kg') return maxGrams < 1000 ? 'g' : 'kg';
  return maxGrams < GRAMS_PER_POUND ? 'oz' : 'lb';
}

export type WeightInputError = 'empty' | 'invalid' | 'too_small' | 'too_large';

export type ParsedWeight = { ok: true; grams: number } | { ok: false; error: WeightInputError };

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|[.,]\d+)`;
const UNIT_WORDS: ReadonlyArray<[RegExp, DisplayWeightUnit]> = [
  [/^(kg|kgs|kilo|kilos|kilogram|kilograms|キロ|キログラム|きろ)$/, 'kg'],
  [/^(g|gr|gram|grams|グラム|ぐらむ)$/, 'g'],
  [/^(lb|lbs|pound|pounds|ポンド)$/, 'lb'],
  [/^(oz|ounce|ounces|オンス)$/, 'oz'],
];
const SINGLE = new RegExp(String.raw`^${NUMBER}\s*([^\d\s.,]*)$`, 'u');
const POUNDS_AND_OUNCES = new RegExp(
  String.raw`^${NUMBER}\s*(lb|lbs|pounds?|ポンド)\s*${NUMBER}\s*(oz|ounces?|オンス)$`,
  'u',
);

function unitOf(word: string, fallback: WeightUnit): DisplayWeightUnit | null {
  if (word === '') return fallback;
  for (const [pattern, unit] of UNIT_WORDS) if (pattern.test(word)) return unit;
  return null;
}

function decimal(text: string): number {
  return Number(text.replace(',', '.'));
}

function gramsIn(value: number, unit: DisplayWeightUnit): number {
  switch (unit) {
    case 'kg':
      return gramsFromKilograms(value);
    case 'g':
      return Math.round(value);
    case 'lb':
      return gramsFromPounds(value);
    case 'oz':
      return gramsFromOunces(value);
  }
}

/** Digits only reach here, so a non-finite value is a number too long to be a weight. */
function checked(grams: number): ParsedWeight {
  if (!Number.isFinite(grams) || grams > MAX_WEIGHT_GRAMS) return { ok: false, error: 'too_large' };
  if (grams < MIN_WEIGHT_GRAMS) return { ok: false, error: 'too_small' };
  return { ok: true, grams };
}

/**
 * What a keeper typed into a weight field whose unit is `unit`. Accepts full-width digits (a
 * Japanese IME), a decimal comma ("12,5"; there are no thousands separators: "1,234" is 1.234),
 * an optional unit word that overrides the field's unit ("800 g", "12 lb", "3キロ"), and
 * pounds with ounces ("12 lb 4 oz").
 */
export function parseWeightInput(text: string, unit: WeightUnit): ParsedWeight {
  const input = text.normalize('NFKC').trim().toLowerCase();
  if (input === '') return { ok: false, error: 'empty' };

  const compound = POUNDS_AND_OUNCES.exec(input);
  if (compound) {
    const grams =
      gramsFromPounds(decimal(compound[1] ?? '')) + gramsFromOunces(decimal(compound[3] ?? ''));
    return checked(grams);
  }
  const single = SINGLE.exec(input);
  if (!single) return { ok: false, error: 'invalid' };
  const value = decimal(single[1] ?? '');
  const inputUnit = unitOf(single[2] ?? '', unit);
  if (inputUnit === null) return { ok: false, error: 'invalid' };
  return checked(gramsIn(value, inputUnit));
}

/** The value to pre-fill an edit field with: the display value in the field's own unit. */
export function weightInputValue(grams: number, unit: WeightUnit): string {
  const kilogramsOrPounds = unit === 'kg' ? grams / 1000 : grams / GRAMS_PER_POUND;
  const digits = unit === 'kg' ? 3 : 2;
  return String(roundTo(kilogramsOrPounds, digits));
}
