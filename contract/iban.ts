// IBAN check (ISO 13616): country code, check digits, and the mod-97 checksum over the
// rearranged number. Shared by the API (which refuses a bad IBAN) and the site (which says so
// before sending). Spaces are allowed as typed; the stored form has none and is upper case.

/** Lengths per country would reject more typos; the checksum already catches nearly all. */
export function normaliseIban(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(raw: string): boolean {
  const iban = normaliseIban(raw);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The printed form: groups of four (DE89 3704 0044 0532 0130 00). */
export function formatIban(raw: string): string {
  return normaliseIban(raw).replace(/(.{4})(?=.)/g, '$1 ');
}
