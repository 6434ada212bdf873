const formats = new Map<string, Intl.NumberFormat>();

function format(bcp47: string, unit: 'byte' | 'kilobyte' | 'megabyte'): Intl.NumberFormat {
  const key = `${bcp47}:${unit}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(bcp47, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
    });
    formats.set(key, found);
  }
  return found;
}

/** "850 byte", "320 kB", "4.2 MB" in the page's language (decimal units, as file managers show). */
export function formatFileSize(bytes: number, bcp47: string): string {
  if (bytes < 1000) return format(bcp47, 'byte').format(bytes);
  if (bytes < 1_000_000) return format(bcp47, 'kilobyte').format(bytes / 1000);
  return format(bcp47, 'megabyte').format(bytes / 1_000_000);
}
