// A Japanese bank account for a domestic transfer (全銀): the bank and branch by name and code
// (4 and 3 digits), the account type (普通 or 当座), the 7-digit account number and the holder's
// name in full-width katakana as the passbook prints it. Japanese banks have no IBAN. Shared by
// the API (which refuses a bad account) and the site (which says so before sending);
// dependency-free.

export const JP_ACCOUNT_TYPES = ['ordinary', 'current'] as const;
export type JpAccountType = (typeof JP_ACCOUNT_TYPES)[number];

/**
 * Digits as typed with a Japanese input method: full-width digits (０１２３) read as digits,
 * spaces and hyphens dropped ("0001", "０００１" and "00-01" are the same code).
 */
export function normaliseDigits(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s\-‐‑–—−]/g, '');
}

const digitsOf = (length: number) => (raw: string) =>
  new RegExp(`^[0-9]{${length}}$`).test(normaliseDigits(raw));
export const isBankCode = digitsOf(4);
export const isBranchCode = digitsOf(3);
export const isAccountNumber = digitsOf(7);

/** Full-width forms of the punctuation a bank accepts in a name (カ）ペツトケア for a company). */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  '(': '（',
  ')': '）',
  '.': '．',
  '/': '／',
  '-': '－',
};

/**
 * The holder's name as stored and shown: half-width katakana (ﾔﾏﾀﾞ) become full-width, spaces
 * become one full-width space, the punctuation banks allow becomes full-width.
 */
export function normaliseKanaName(raw: string): string {
  return raw
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, '\u3000')
    .replace(/[()./-]/g, (char) => FULL_WIDTH[char] ?? char);
}

/** Katakana (ァ–ヺ, ー) with spaces and the bank's punctuation; at least one katakana letter. */
export function isKanaName(raw: string): boolean {
  const name = normaliseKanaName(raw);
  return /^[\u30A1-\u30FA\u30FC\u3000（）．／－]+$/.test(name) && /[\u30A1-\u30FA]/.test(name);
}
