// The affiliate programme's fixed values, shared by the API and the site (the site may bundle
// this file; the TypeBox shapes are in schemas/affiliate.ts).

/** The first-party cookie the site keeps the last clicked referral code in. */
export const REFERRAL_COOKIE = 'petcare-referral';
/** How long a click counts: a sign-up within this many days of it is attributed. */
export const REFERRAL_WINDOW_DAYS = 30;
/** Affiliate codes: 4–20 capital letters and digits. */
export const AFFILIATE_CODE_PATTERN = '^[A-Z0-9]{4,20}$';
/** The query parameter of a referral link (PUBLIC_URL/?ref={code}). */
export const REFERRAL_QUERY_PARAM = 'ref';

export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
/** `jp_bank`: a Japanese bank account (contract/japaneseBankAccount.ts); `iban`: any other. */
export const PAYOUT_METHODS = ['iban', 'paypal', 'jp_bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * The bank transfer an affiliate is offered: a partner paid in yen (billing country Japan, or
 * without one, Japanese as their saved language) is paid to a Japanese bank account, which has
 * no IBAN; everyone else gives an IBAN. PayPal is open to both.
 */
export function bankTransferMethod(currency: string): 'iban' | 'jp_bank' {
  return currency === 'JPY' ? 'jp_bank' : 'iban';
}

/**
 * The smallest payout threshold an affiliate may choose, in the minor unit of their currency
 * (50.00 in the two-decimal currencies, ¥5,000): a bank transfer or PayPal payout below it costs
 * more than it is worth. Also the threshold a new affiliate starts with.
 */
export const MINIMUM_PAYOUT_MINOR: Readonly<Record<string, number>> = {
  USD: 5000,
  EUR: 5000,
  GBP: 5000,
  AUD: 5000,
  CAD: 5000,
  JPY: 5000,
};

export function minimumPayoutMinor(currency: string): number {
  return MINIMUM_PAYOUT_MINOR[currency] ?? 5000;
}

/** The code of a referral link's query value, or null when it cannot be one. */
export function referralCodeFrom(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return new RegExp(AFFILIATE_CODE_PATTERN).test(code) ? code : null;
}
