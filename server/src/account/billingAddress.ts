// The checks of a billing address that depend on its country, and the forms it is stored in. A
// Japanese address is written postal code first, prefecture (都道府県) next: both are checked, and
// stored as on an invoice (150-0002, 東京都). Japan's invoice registration number is its own
// field, apart from a VAT number.
import type { FieldErrors } from '../errors/HttpError';
import {
  isJapanesePrefecture,
  normaliseInvoiceRegistrationNumber,
  normaliseJapanesePostalCode,
} from '@contract/japaneseAddresses';
import type { BillingDataBody } from '@contract/schemas/account';

export const POSTAL_CODE_JP_INVALID =
  'The postal code field must be a Japanese postal code of 7 digits.';
export const REGION_REQUIRED = 'The region field is required.';
export const REGION_JP_INVALID = 'The selected region is invalid.';
export const INVOICE_NUMBER_INVALID =
  'The invoice registration number field must be T followed by 13 digits.';

/** Optional text: blank means "none". */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
}

export interface BillingAddress {
  postalCode: string;
  region: string | null;
  invoiceRegistrationNumber: string | null;
}

/** The country-dependent fields as stored, or the errors of each field that is wrong. */
export function checkBillingAddress(
  body: BillingDataBody,
): { ok: true; value: BillingAddress } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let postalCode = body.postal_code.trim();
  const region = optionalText(body.region);
  if (body.country === 'JP') {
    const normalised = normaliseJapanesePostalCode(postalCode);
    if (normalised === null) errors.postal_code = [POSTAL_CODE_JP_INVALID];
    else postalCode = normalised;
    if (region === null) errors.region = [REGION_REQUIRED];
    else if (!isJapanesePrefecture(region)) errors.region = [REGION_JP_INVALID];
  }
  const rawNumber = optionalText(body.invoice_registration_number);
  const invoiceRegistrationNumber =
    rawNumber === null ? null : normaliseInvoiceRegistrationNumber(rawNumber);
  if (rawNumber !== null && invoiceRegistrationNumber === null) {
    errors.invoice_registration_number = [INVOICE_NUMBER_INVALID];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { postalCode, region, invoiceRegistrationNumber } };
}
