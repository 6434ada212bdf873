import { useCallback } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { formatMoney } from './formatMoney';

/** `money(minor, currency)` in the page's language. */
export function useMoney(): (minor: number, currency: string) => string {
  const { bcp47 } = useLocale();
  return useCallback(
    (minor: number, currency: string) => formatMoney(minor, currency, bcp47),
    [bcp47],
  );
}
