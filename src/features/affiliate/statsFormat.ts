import type { StatsPeriod } from '@contract/affiliate';
import { dateTimeFormat } from '../../i18n/dates';

/** A bucket's first day (YYYY-MM-DD, UTC as the API counts) as the chart names it. */
export function bucketLabel(date: string, period: StatsPeriod, bcp47: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    period === 'month' ? { year: 'numeric', month: 'short' } : { month: 'short', day: 'numeric' };
  return dateTimeFormat(bcp47, { ...options, timeZone: 'UTC' }).format(day);
}

/** A date that fits a table cell on a phone: "Nov 28, 2026", "2026/11/28". */
export function mediumDate(iso: string, bcp47: string): string {
  return dateTimeFormat(bcp47, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
