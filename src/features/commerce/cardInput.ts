import * as yup from 'yup';
import type { TFunction } from 'i18next';
import type { SandboxCard } from '@contract/schemas/billing';

export interface CardValues {
  card_number: string;
  /** MM/YY as typed. */
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { card_number: '', expiry: '', cvc: '' };

/** Digits only: people type card numbers in groups, with spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries: catches a mistyped digit before sending. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "04/29", "4/29", "04 / 2029" → month and four-digit year; null when it is no date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getUTCMonth() + 1);
}

export function cardSchema(t: TFunction<'app'>, now: () => Date = () => new Date()) {
  return yup.object({
    card_number: yup
      .string()
      .trim()
      .required(t('commerce.card.numberRequired'))
      .test('luhn', t('commerce.card.numberInvalid'), (v) => passesLuhn(cardDigits(v ?? ''))),
    expiry: yup
      .string()
      .trim()
      .required(t('commerce.card.expiryRequired'))
      .test('format', t('commerce.card.expiryInvalid'), (v) => parseExpiry(v ?? '') !== null)
      .test('future', t('commerce.card.expiryPast'), (v) => {
        const parsed = parseExpiry(v ?? '');
        return parsed === null || !isExpired(parsed, now());
      }),
    cvc: yup
      .string()
      .trim()
      .required(t('commerce.card.cvcRequired'))
      .matches(/^\d{3,4}$/, t('commerce.card.cvcInvalid')),
  });
}

/** The body's card (validated values only). */
export function toSandboxCard(values: CardValues): SandboxCard {
  const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
  return {
    card_number: cardDigits(values.card_number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: values.cvc.trim(),
  };
}
