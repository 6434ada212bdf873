// File sizes in the page's language, in decimal units as file managers show them.

type SizeUnit = 'byte' | 'kilobyte' | 'megabyte';

const formats = new Map<string, Intl.NumberFormat>();

function format(bcp47: string, unit: SizeUnit, display: 'short' | 'narrow' | 'long') {
  const key = `${bcp47}:${unit}:${display}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(bcp47, {
      style: 'unit',
      unit,
      unitDisplay: display,
      maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
    });
    formats.set(key, found);
  }
  return found;
}

/**
 * Bytes: ICU's short form is the bare word ("634 byte"), which no file manager writes. Japanese
 * takes the long form (「634 バイト」); other languages the narrow symbol ("B") spaced as their
 * kilobytes are ("634 B", like "320 kB").
 */
function formatBytes(bytes: number, bcp47: string): string {
  if (new Intl.Locale(bcp47).language === 'ja') return format(bcp47, 'byte', 'long').format(bytes);
  const parts = format(bcp47, 'byte', 'narrow').formatToParts(bytes);
  const unit = parts.find((p) => p.type === 'unit')?.value ?? 'B';
  const number = parts
    .filter((p) => p.type !== 'unit' && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
  const kilobyte = format(bcp47, 'kilobyte', 'short').formatToParts(1);
  const gap = kilobyte.find((p) => p.type === 'literal')?.value ?? ' ';
  const unitFirst = kilobyte.findIndex((p) => p.type === 'unit') === 0;
  return unitFirst ? `${unit}${gap}${number}` : `${number}${gap}${unit}`;
}

/** "634 B", "320 kB", "4.2 MB" (「634 バイト」「320 KB」「4.2 MB」) in the page's language. */
export function formatFileSize(bytes: number, bcp47: string): string {
  if (bytes < 1000) return formatBytes(bytes, bcp47);
  if (bytes < 1_000_000) return format(bcp47, 'kilobyte', 'short').format(bytes / 1000);
  return format(bcp47, 'megabyte', 'short').format(bytes / 1_000_000);
}
