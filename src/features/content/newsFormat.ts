// Dates and durations in the page's language through Intl, so all 14 locales read naturally even
// though only en and jp have UI strings.

/** '20 January 2026' (en-GB), 'January 20, 2026' (en), '2026年1月20日' (ja). UTC: the build's
 * time zone must not move a date across midnight. */
export function formatPublishedDate(iso: string, bcp47: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** '5 min' / '5 分': the reading time for locales without UI strings. */
export function formatMinutes(minutes: number, bcp47: string): string {
  return new Intl.NumberFormat(bcp47, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  }).format(minutes);
}

/** 'dog-walk' from '/images/covers/dog-walk.svg'. */
export function coverName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
}
