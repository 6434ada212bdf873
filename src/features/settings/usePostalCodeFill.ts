import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../http/ApiError';
import { normaliseJapanesePostalCode } from '@contract/japaneseAddresses';
import { useStores } from '../../stores/StoreProvider';
import { fieldsToFill, fillFromPlaces, type AddressFill } from './japaneseAddressFill';

type AddressValues = AddressFill & { postal_code: string; country: string };

export type PostalCodeFill =
  { state: 'idle' } | { state: 'filled'; address: string } | { state: 'not-found' };

/**
 * For a Japanese address: as soon as the postal code has its seven digits, asks the API for its
 * prefecture, city and town and fills in those the person has not typed themselves. A failed
 * lookup (an API without the endpoint, the network) changes nothing and says nothing.
 */
export function usePostalCodeFill(): PostalCodeFill {
  const { values, setFieldValue } = useFormikContext<AddressValues>();
  const { api } = useStores();
  const [result, setResult] = useState<PostalCodeFill>({ state: 'idle' });
  const lastFill = useRef<AddressFill | null>(null);
  const code = values.country === 'JP' ? normaliseJapanesePostalCode(values.postal_code) : null;
  // The current values, read when the answer arrives rather than when the request left.
  const current = useRef(values);
  current.current = values;

  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    api.account.lookupPostalCode(code, controller.signal).then(
      (places) => {
        if (controller.signal.aborted) return;
        const next = fillFromPlaces(places);
        const changes = fieldsToFill(current.current, lastFill.current, next);
        for (const [field, value] of Object.entries(changes)) void setFieldValue(field, value);
        lastFill.current = next;
        setResult({
          state: 'filled',
          address: `${next.region}${next.city}${next.address_line1}`,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          state: error instanceof ApiError && error.status === 404 ? 'not-found' : 'idle',
        });
      },
    );
    return () => controller.abort();
  }, [api, code, setFieldValue]);

  return code === null ? { state: 'idle' } : result;
}
