import type { StatsPeriod } from '@contract/affiliate';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(bcp47: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(bcp47, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** A bucket's first day (YYYY-MM-DD, UTC as the API counts) as the chart names it. */
export function bucketLabel(date: string, period: StatsPeriod, bcp47: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (period === 'month') return dateFormat(bcp47, { year: 'numeric', month: 'short' }).format(day);
  return dateFormat(bcp47, { month: 'short', day: 'numeric' }).format(day);
}

/** A whole date in the UI language: "Nov 28, 2026", "2026年11月28日". */
export function longDate(iso: string, bcp47: string): string {
  return dateFormat(bcp47, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(iso),
  );
}

/** A date that fits a table cell on a phone: "Nov 28, 2026", "2026/11/28". */
export function mediumDate(iso: string, bcp47: string): string {
  return dateFormat(bcp47, { dateStyle: 'medium' }).format(new Date(iso));
}
