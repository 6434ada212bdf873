// Moments of the chat (timestamps from the API) in the keeper's own time zone and language.

/** "12 Mar 2026, 14:05" — when a conversation started or was last continued. */
export function formatDateTime(iso: string, bcp47: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** "09:00" — today's or tomorrow's time the free messages come back. */
export function formatTime(iso: string, bcp47: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(bcp47, { timeStyle: 'short' }).format(ms);
}

/** "in 5 hours", "in 20 minutes" (never "in 0 minutes": at least one). */
export function formatFromNow(iso: string, bcp47: string, now: number = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(iso) - now) / 60_000));
  const format = new Intl.RelativeTimeFormat(bcp47, { numeric: 'always' });
  const text =
    minutes < 60
      ? format.format(minutes, 'minute')
      : format.format(Math.round(minutes / 60), 'hour');
  // Intl writes "5 時間後"; Japanese text has no space between a number and a word.
  return bcp47.startsWith('ja') ? text.replace(/(\d)\s+/g, '$1') : text;
}
