// The payout details form: values, rules (the IBAN checksum and the Japanese account's codes and
// katakana name, as the API checks them) and the body.
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { bankTransferMethod, type PayoutMethod } from '@contract/affiliate';
import { isValidIban } from '@contract/iban';
import {
  isAccountNumber,
  isBankCode,
  isBranchCode,
  isKanaName,
  type JpAccountType,
} from '@contract/japaneseBankAccount';
import type { PayoutSettings } from '@contract/schemas/affiliate';
import { majorInput, parseMajor } from './money';

export interface PayoutValues {
  method: PayoutMethod;
  iban: string;
  account_holder: string;
  paypal_email: string;
  bank_name: string;
  bank_code: string;
  branch_name: string;
  branch_code: string;
  account_type: JpAccountType | '';
  account_number: string;
  tax_id: string;
  tax_country: string;
  /** In the major unit, as typed ("50", "5000"). */
  payout_threshold: string;
}

/** What the API's 422 keys are called in the form. */
export const PAYOUT_ERROR_FIELDS = { payout_threshold_minor: 'payout_threshold' };

/** The methods offered: the bank transfer of the affiliate's currency, then PayPal. */
export function payoutMethods(currency: string): PayoutMethod[] {
  return [bankTransferMethod(currency), 'paypal'];
}

export function payoutValues(
  saved: PayoutSettings | null,
  currency: string,
  minimumMinor: number,
): PayoutValues {
  const offered = payoutMethods(currency);
  // A saved method no longer offered (the currency changed) starts again from the bank form.
  const method =
    saved && offered.includes(saved.method) ? saved.method : bankTransferMethod(currency);
  const same = saved?.method === method;
  return {
    method,
    iban: (same && saved?.iban) || '',
    account_holder: (same && saved?.account_holder) || '',
    paypal_email: saved?.paypal_email ?? '',
    bank_name: (same && saved?.bank_name) || '',
    bank_code: (same && saved?.bank_code) || '',
    branch_name: (same && saved?.branch_name) || '',
    branch_code: (same && saved?.branch_code) || '',
    account_type: (same && saved?.account_type) || 'ordinary',
    account_number: (same && saved?.account_number) || '',
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
  const when = (method: PayoutMethod, schema: yup.StringSchema) =>
    schema.when('method', {
      is: method,
      then: (s) => s.trim().required(t('validation.required')),
    });
  /** A Japanese account's field: required, then its own check, only for that method. */
  const jpField = (max: number, check?: (value: string) => boolean, message?: string) =>
    when('jp_bank', yup.string().max(max, t('validation.maxLength', { max }))).test(
      'jp-bank',
      message ?? '',
      function test(value) {
        return !check || this.parent.method !== 'jp_bank' || !value?.trim() || check(value);
      },
    );
  return yup.object({
    method: yup.mixed<PayoutMethod>().oneOf(payoutMethods(currency)).required(),
    iban: when('iban', yup.string().max(42, t('validation.maxLength', { max: 42 }))).test(
      'iban-checksum',
      t('affiliate.payout.ibanInvalid'),
      function check(value) {
        return this.parent.method !== 'iban' || !value?.trim() || isValidIban(value);
      },
    ),
    account_holder: yup
      .string()
      .max(120, t('validation.maxLength', { max: 120 }))
      .when('method', {
        is: (method: PayoutMethod) => method !== 'paypal',
        then: (s) => s.trim().required(t('validation.required')),
      })
      .test('katakana', t('affiliate.payout.kanaInvalid'), function check(value) {
        return this.parent.method !== 'jp_bank' || !value?.trim() || isKanaName(value);
      }),
    paypal_email: yup
      .string()
      .trim()
      .max(254, t('validation.maxLength', { max: 254 }))
      .when('method', {
        is: 'paypal',
        then: (s) => s.required(t('validation.required')).email(t('validation.email')),
      }),
    bank_name: jpField(60),
    bank_code: jpField(8, isBankCode, t('affiliate.payout.bankCodeInvalid')),
    branch_name: jpField(60),
    branch_code: jpField(8, isBranchCode, t('affiliate.payout.branchCodeInvalid')),
    account_type: yup.string().when('method', {
      is: 'jp_bank',
      then: (s) => s.required(t('validation.required')),
    }),
    account_number: jpField(16, isAccountNumber, t('affiliate.payout.accountNumberInvalid')),
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
  const { method } = values;
  const taxId = values.tax_id.trim();
  const jp = method === 'jp_bank';
  const jpText = (value: string) => (jp ? value.trim() : null);
  return {
    method,
    iban: method === 'iban' ? values.iban.trim() : null,
    account_holder: method === 'paypal' ? null : values.account_holder.trim(),
    paypal_email: method === 'paypal' ? values.paypal_email.trim() : null,
    bank_name: jpText(values.bank_name),
    bank_code: jpText(values.bank_code),
    branch_name: jpText(values.branch_name),
    branch_code: jpText(values.branch_code),
    account_type: jp && values.account_type ? values.account_type : null,
    account_number: jpText(values.account_number),
    tax_id: taxId || null,
    tax_country: values.tax_country || null,
    payout_threshold_minor: parseMajor(values.payout_threshold, currency) ?? 0,
  };
}
