import { dateTimeFormat, relativeTimeFormat } from '../../i18n/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came, as people say it: "just now", "5 minutes ago", "3 hours ago" within
 * a day, then the date (with the year only when it is not this year).
 */
export function notificationTime(iso: string | undefined, now: Date, bcp47: string): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const ago = now.getTime() - at.getTime();
  const relative = relativeTimeFormat(bcp47, { numeric: 'auto' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return dateTimeFormat(bcp47, {
    month: 'short',
    day: 'numeric',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(at);
}
