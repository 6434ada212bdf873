import { relativeTimeFormat } from '../../i18n/dates';

/** "in 5 hours", "in 20 minutes" (never "in 0 minutes": at least one). */
export function formatFromNow(iso: string, bcp47: string, now: number = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(iso) - now) / 60_000));
  const format = relativeTimeFormat(bcp47, { numeric: 'always' });
  const text =
    minutes < 60
      ? format.format(minutes, 'minute')
      : format.format(Math.round(minutes / 60), 'hour');
  // Intl writes "5 時間後"; Japanese text has no space between a number and a word.
  return bcp47.startsWith('ja') ? text.replace(/(\d)\s+/g, '$1') : text;
}
