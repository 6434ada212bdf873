// A moment (an ISO timestamp) in the page's language and the browser's time zone: when a photo
// was analysed or a report made.

const formats = new Map<string, Intl.DateTimeFormat>();

/** "12 Mar 2026, 14:05" (en-GB style per the page's language); the text as is when unreadable. */
export function formatTimestamp(iso: string, bcp47: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  let format = formats.get(bcp47);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(bcp47, format);
  }
  return format.format(ms);
}
