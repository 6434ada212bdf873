// The payout details form: values, rules (the IBAN checksum as the API checks it) and the body.
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { PayoutMethod } from '@contract/affiliate';
import { isValidIban } from '@contract/iban';
import type { PayoutSettings } from '@contract/schemas/affiliate';
import { majorInput, parseMajor } from './money';

export interface PayoutValues {
  method: PayoutMethod;
  iban: string;
  account_holder: string;
  paypal_email: string;
  tax_id: string;
  tax_country: string;
  /** In the major unit, as typed ("50", "5000"). */
  payout_threshold: string;
}

/** What the API's 422 keys are called in the form. */
export const PAYOUT_ERROR_FIELDS = { payout_threshold_minor: 'payout_threshold' };

export function payoutValues(
  saved: PayoutSettings | null,
  currency: string,
  minimumMinor: number,
): PayoutValues {
  return {
    method: saved?.method ?? 'iban',
    iban: saved?.iban ?? '',
    account_holder: saved?.account_holder ?? '',
    paypal_email: saved?.paypal_email ?? '',
    tax_id: saved?.tax_id ?? '',
    tax_country: saved?.tax_country ?? '',
    payout_threshold: majorInput(saved?.payout_threshold_minor ?? minimumMinor, currency),
  };
}

export function payoutSchema(
  t: TFunction<'app'>,
  {
    currency,
    minimumMinor,
    minimumText,
  }: { currency: string; minimumMinor: number; minimumText: string },
) {
  const whenIban = (schema: yup.StringSchema) =>
    schema.when('method', {
      is: 'iban',
      then: (s) => s.trim().required(t('validation.required')),
    });
  return yup.object({
    method: yup.mixed<PayoutMethod>().oneOf(['iban', 'paypal']).required(),
    iban: whenIban(yup.string().max(42, t('validation.maxLength', { max: 42 }))).test(
      'iban-checksum',
      t('affiliate.payout.ibanInvalid'),
      function check(value) {
        return this.parent.method !== 'iban' || !value?.trim() || isValidIban(value);
      },
    ),
    account_holder: whenIban(yup.string().max(120, t('validation.maxLength', { max: 120 }))),
    paypal_email: yup
      .string()
      .trim()
      .max(254, t('validation.maxLength', { max: 254 }))
      .when('method', {
        is: 'paypal',
        then: (s) => s.required(t('validation.required')).email(t('validation.email')),
      }),
    tax_id: yup.string().max(40, t('validation.maxLength', { max: 40 })),
    tax_country: yup.string(),
    payout_threshold: yup
      .string()
      .required(t('validation.required'))
      .test(
        'amount',
        t('affiliate.payout.thresholdInvalid'),
        (value) => parseMajor(value ?? '', currency) !== null,
      )
      .test('minimum', t('affiliate.payout.thresholdMin', { minimum: minimumText }), (value) => {
        const minor = parseMajor(value ?? '', currency);
        return minor === null || (minor >= minimumMinor && minor <= 100_000_000);
      }),
  });
}

export function payoutBody(values: PayoutValues, currency: string): PayoutSettings {
  const iban = values.method === 'iban';
  const taxId = values.tax_id.trim();
  return {
    method: values.method,
    iban: iban ? values.iban.trim() : null,
    account_holder: iban ? values.account_holder.trim() : null,
    paypal_email: iban ? null : values.paypal_email.trim(),
    tax_id: taxId || null,
    tax_country: values.tax_country || null,
    payout_threshold_minor: parseMajor(values.payout_threshold, currency) ?? 0,
  };
}
