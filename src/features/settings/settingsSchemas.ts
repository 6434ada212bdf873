import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { isCountryCode } from '@contract/countries';
import { TEXT_MAX } from '@contract/limits';
import { emailField } from '../auth';
import {
  isJapanesePrefecture,
  normaliseInvoiceRegistrationNumber,
  normaliseJapanesePostalCode,
} from '@contract/japaneseAddresses';

type T = TFunction<'app'>;

const text = (t: T, max = TEXT_MAX) =>
  yup.string().trim().max(max, t('validation.maxLength', { max }));

/** Digits with an optional leading +, spaces, dashes, dots and brackets; 6 to 15 digits. */
export function isPlausiblePhoneNumber(value: string): boolean {
  if (!/^\+?[0-9\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

export const profileSchema = (t: T) =>
  yup.object({
    name: text(t).required(t('validation.required')),
    email: emailField(t),
    phone_number: yup
      .string()
      .trim()
      .test('phone', t('validation.phone'), (v) => !v || isPlausiblePhoneNumber(v)),
  });

export const verificationCodeSchema = (t: T) =>
  yup.object({
    code: yup
      .string()
      .trim()
      .required(t('validation.code'))
      .matches(/^\d{6}$/, t('validation.code')),
  });

const inJapan = { is: 'JP' } as const;

export const billingSchema = (t: T) =>
  yup.object({
    full_name: text(t).required(t('validation.required')),
    company: text(t),
    vat_number: text(t, 50),
    invoice_registration_number: text(t, 50).test(
      'invoice-registration-number',
      t('validation.invoiceRegistrationNumber'),
      (v) => !v || normaliseInvoiceRegistrationNumber(v) !== null,
    ),
    address_line1: text(t).required(t('validation.required')),
    address_line2: text(t),
    city: text(t).required(t('validation.required')),
    region: text(t, 100).when('country', {
      ...inJapan,
      then: (field) =>
        field
          .required(t('validation.prefecture'))
          .test('prefecture', t('validation.prefecture'), (v) => isJapanesePrefecture(v)),
    }),
    postal_code: text(t, 20)
      .required(t('validation.required'))
      .when('country', {
        ...inJapan,
        then: (field) =>
          field.test(
            'postal-code-jp',
            t('validation.postalCodeJp'),
            (v) => !v || normaliseJapanesePostalCode(v) !== null,
          ),
      }),
    country: yup
      .string()
      .required(t('validation.country'))
      .test('country', t('validation.country'), (v) => isCountryCode(v)),
  });
