const formats = new Map<string, Intl.DateTimeFormat>();

/** "15 June 2026" / "2026年6月15日": the day a deletion happens, as the mail names it (UTC). */
export function formatDeletionDate(iso: string, bcp47: string): string {
  let format = formats.get(bcp47);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47 === 'en' ? 'en-GB' : bcp47, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(bcp47, format);
  }
  return format.format(new Date(iso));
}

/** "14:35": when a download link or a provider confirmation stops working, local time. */
export function formatClockTime(iso: string, bcp47: string): string {
  return new Date(iso).toLocaleTimeString(bcp47, { hour: '2-digit', minute: '2-digit' });
}
