// Phone numbers are stored in E.164 (+ and 7–15 digits). Input may contain the usual separators.
export const PHONE_FORMAT_INVALID = 'The phone number field format is invalid.';

const E164 = /^\+[1-9]\d{6,14}$/;

/** "+1 (555) 010-2030" → "+15550102030"; undefined when it is not a valid E.164 number. */
export function normalisePhoneNumber(input: string): string | undefined {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return E164.test(withPlus) ? withPlus : undefined;
}

/** Shows enough to recognise the number: "+15550102030" → "+1••••••2030". */
export function maskPhoneNumber(phone: string): string {
  const visibleEnd = phone.slice(-4);
  const start = phone.slice(0, 2);
  return `${start}${'•'.repeat(Math.max(0, phone.length - 6))}${visibleEnd}`;
}
