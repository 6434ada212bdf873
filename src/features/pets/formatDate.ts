// Calendar dates ('YYYY-MM-DD') shown in the page's language. A date has no time zone: it is
// formatted in UTC so that it reads the same day everywhere.

const formats = new Map<string, Intl.DateTimeFormat>();

export type DateStyle = 'short' | 'medium' | 'long';

function formatter(bcp47: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${bcp47}:${style}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(bcp47, {
      timeZone: 'UTC',
      ...(style === 'short'
        ? { month: 'short', year: '2-digit' }
        : { day: 'numeric', month: style === 'medium' ? 'short' : 'long', year: 'numeric' }),
    });
    formats.set(key, found);
  }
  return found;
}

/** "12 Mar 2026" (medium), "12 March 2026" (long), "Mar 26" (short: chart axes). */
export function formatDate(isoDate: string, bcp47: string, style: DateStyle = 'medium'): string {
  const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? isoDate : formatter(bcp47, style).format(ms);
}
