const formats = new Map<string, Intl.NumberFormat>();

function format(bcp47: string, digits: number): Intl.NumberFormat {
  const key = `${bcp47}:${digits}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(bcp47, { maximumFractionDigits: digits });
    formats.set(key, found);
  }
  return found;
}

/**
 * A range from the energy tables as the keeper reads it: "1,050–1,230" (「1,050〜1,230」), or one figure when both
 * ends are the same. Both ends are shown, never a made-up midpoint (contract/pets README).
 */
export function formatRange(
  range: { min: number; max: number },
  bcp47: string,
  fractionDigits = 0,
): string {
  const f = format(bcp47, fractionDigits);
  const min = f.format(range.min);
  const max = f.format(range.max);
  // Japanese writes ranges with 〜 (the jp style guide).
  return min === max ? min : `${min}${bcp47.startsWith('ja') ? '〜' : '–'}${max}`;
}
