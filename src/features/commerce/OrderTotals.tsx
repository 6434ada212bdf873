import { chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatRate } from './formatMoney';
import { useMoney } from './useMoney';

/** The money of a cart or an order, as the API priced it. */
export interface Totals {
  subtotal_minor: number;
  discount_minor: number;
  tax_minor: number;
  total_minor: number;
  currency: string;
  tax_inclusive: boolean;
  tax_rate_bp: number;
}

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      py="1.5"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
    >
      <chakra.dt color={strong ? 'fg' : 'fg.muted'}>{label}</chakra.dt>
      <chakra.dd fontVariantNumeric="tabular-nums" textAlign="end">
        {value}
      </chakra.dd>
    </Flex>
  );
}

/**
 * Subtotal, discount, tax and total. Inclusive tax (EU, UK, Japan, Australia) is shown as the
 * part of the total it is; exclusive tax (US, Canada) as a line added before the total.
 */
export function OrderTotals({
  totals,
  promoCode,
  receipt = false,
}: {
  totals: Totals;
  promoCode?: string | null;
  /** A receipt states the tax even when none was charged (a zero line, as the mailed copy). */
  receipt?: boolean;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const money = useMoney();
  const { currency } = totals;
  const rate = formatRate(totals.tax_rate_bp, bcp47);
  return (
    <chakra.dl borderTopWidth="1px" borderColor="border" pt="2">
      <Row label={t('commerce.totals.subtotal')} value={money(totals.subtotal_minor, currency)} />
      {totals.discount_minor > 0 && (
        <Row
          label={
            promoCode
              ? t('commerce.totals.discountWithCode', { code: promoCode })
              : t('commerce.totals.discount')
          }
          value={`−${money(totals.discount_minor, currency)}`}
        />
      )}
      {/* No tax in the region (the US without a configured rate): no line of zeros, but on a
          receipt, which states the tax charged. */}
      {!totals.tax_inclusive && (receipt || totals.tax_rate_bp > 0 || totals.tax_minor > 0) && (
        <Row
          label={t('commerce.totals.taxAdded', { rate })}
          value={money(totals.tax_minor, currency)}
        />
      )}
      <Row label={t('commerce.totals.total')} value={money(totals.total_minor, currency)} strong />
      {totals.tax_inclusive && (
        <Row
          label={t('commerce.totals.taxIncluded', { rate })}
          value={money(totals.tax_minor, currency)}
        />
      )}
      {/* A receipt states the amount per tax rate (Japan's 適格請求書: 10%対象), as the mail does. */}
      {receipt && totals.tax_rate_bp > 0 && (
        <Row
          label={t('commerce.receipt.taxableAt', { rate })}
          value={money(
            totals.tax_inclusive ? totals.total_minor : totals.total_minor - totals.tax_minor,
            currency,
          )}
        />
      )}
    </chakra.dl>
  );
}
