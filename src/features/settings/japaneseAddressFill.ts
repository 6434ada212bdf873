import type { JapaneseAddress } from '@contract/schemas/postalCodes';

export type { JapaneseAddress };

/** The address fields a postal code can fill in. */
export interface AddressFill {
  region: string;
  city: string;
  address_line1: string;
}

/**
 * What the places of one postal code say for certain: the prefecture and city all of them share,
 * and the town when there is only one. Fields the places disagree on stay empty.
 */
export function fillFromPlaces(places: readonly JapaneseAddress[]): AddressFill {
  const shared = (pick: (place: JapaneseAddress) => string) => {
    const values = new Set(places.map(pick));
    return values.size === 1 ? [...values][0]! : '';
  };
  return {
    region: shared((p) => p.prefecture),
    city: shared((p) => p.city),
    address_line1: places.length === 1 ? places[0]!.town : '',
  };
}

/**
 * The fields to set now: a field takes the new value when it is empty or still holds what the
 * previous lookup put there, so nothing the person typed is ever overwritten.
 */
export function fieldsToFill(
  current: AddressFill,
  previous: AddressFill | null,
  next: AddressFill,
): Partial<AddressFill> {
  const changes: Partial<AddressFill> = {};
  for (const field of ['region', 'city', 'address_line1'] as const) {
    const untouched = current[field].trim() === '' || current[field] === previous?.[field];
    if (untouched && next[field] !== '' && next[field] !== current[field]) {
      changes[field] = next[field];
    }
  }
  return changes;
}
