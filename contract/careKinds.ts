// The kinds of pet-care places and services a city page lists.

export const CARE_KINDS = [
  'vet-clinic',
  'emergency-vet',
  'grooming',
  'boarding',
  'dog-walking',
  'pet-sitting',
  'training',
] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/**
 * A 第一種動物取扱業 registration number as prefectures issue it: free text of up to 60
 * characters in their own formats (「東京都 動愛 第123456号」, 「23東京都保第001234号」,
 * 「第大-24-0012号」), with at least one digit and only letters, digits, kana, kanji, spaces and
 * the marks such numbers use (- ‐ ー ・ ／ （ ）). Anything else (a URL, a sentence) is refused.
 */
export const ANIMAL_HANDLING_REGISTRATION_MAX = 60;
export const ANIMAL_HANDLING_REGISTRATION_PATTERN =
  '^(?=.*[0-9０-９])[0-9０-９A-Za-zＡ-Ｚａ-ｚ\\u3005\\u3040-\\u30ff\\u3400-\\u9fff \\u3000\\-‐－ー・／/()（）]+$';
