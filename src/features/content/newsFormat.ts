import { dateTimeFormat } from '../../i18n/dates';

// Dates and durations in the page's language through Intl, so all 14 locales read naturally even
// though only en and jp have UI strings.

// Creating an Intl formatter costs about a millisecond (far more on a slow phone): one per
// language, reused by every date on the page and every page the build renders.
const minuteFormats = new Map<string, Intl.NumberFormat>();

function memo<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

/** '20 January 2026' (en-GB), 'January 20, 2026' (en), '2026年1月20日' (ja). UTC: the build's
 * time zone must not move a date across midnight. */
export function formatPublishedDate(iso: string, bcp47: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** '5 min' / '5 分': the reading time for locales without UI strings. */
export function formatMinutes(minutes: number, bcp47: string): string {
  const format = memo(
    minuteFormats,
    bcp47,
    () => new Intl.NumberFormat(bcp47, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  );
  return format.format(minutes);
}

/** 'dog-walk' from '/images/covers/dog-walk.svg'. */
export function coverName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
}
