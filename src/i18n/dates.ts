// Every date and time the site shows, in the page's language (pass `useLocale().bcp47`).
//
// Two kinds of value come from the API: calendar dates ('YYYY-MM-DD': a birthday, a visit day)
// have no time zone and are formatted in UTC so they read the same day everywhere; moments (ISO
// timestamps: a message sent, a report made) are shown in the browser's own time zone.
//
// Creating an Intl formatter costs about a millisecond (far more on a slow phone, and the build
// renders thousands of dates): one per language and options, reused by every caller.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let found = cache.get(key);
  if (found === undefined) {
    found = create();
    cache.set(key, found);
  }
  return found;
}

/** The shared Intl.DateTimeFormat for these options (for labels none of the functions below give). */
export function dateTimeFormat(
  bcp47: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    dateFormats,
    `${bcp47}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(bcp47, options),
  );
}

/** The shared Intl.RelativeTimeFormat for these options ("5 minutes ago", "in 2 days"). */
export function relativeTimeFormat(
  bcp47: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(
    relativeFormats,
    `${bcp47}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(bcp47, options),
  );
}

export type DateStyle = 'short' | 'medium' | 'long';

const CALENDAR_DATE: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { timeZone: 'UTC', month: 'short', year: '2-digit' },
  medium: { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' },
  long: { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * A calendar date ('YYYY-MM-DD', or the day of a UTC timestamp): "12 Mar 2026" (medium),
 * "12 March 2026" (long), "Mar 26" (short: chart axes). The text as is when unreadable.
 */
export function formatDate(isoDate: string, bcp47: string, style: DateStyle = 'medium'): string {
  const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? isoDate : dateTimeFormat(bcp47, CALENDAR_DATE[style]).format(ms);
}

/** A moment with its time, in the browser's time zone: "12 Mar 2026, 14:05". */
export function formatDateTime(iso: string, bcp47: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return dateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** The time of a moment, in the browser's time zone: "14:05" / "2:05 PM". */
export function formatTime(iso: string, bcp47: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return dateTimeFormat(bcp47, { timeStyle: 'short' }).format(ms);
}
