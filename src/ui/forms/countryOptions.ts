import { COUNTRY_CODES, type CountryCode } from '@contract/countries';

/** The countries with their names in the UI language, sorted the way that language sorts. */
export function countryOptions(bcp47: string): { value: CountryCode; label: string }[] {
  const names = new Intl.DisplayNames([bcp47], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, bcp47),
  );
}
