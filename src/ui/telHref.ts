/**
 * A listed phone number as a tel: URI: its digits, with the leading + of an international number
 * ("+44 20 7946 0123" → "tel:+442079460123", "03-1234-5678" → "tel:0312345678").
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
