/** Invoice details of the account holder (API contract: BillingData). */
export interface BillingData {
  full_name: string;
  company: string | null;
  vat_number: string | null;
  /** Japan's インボイス登録番号: T and 13 digits. */
  invoice_registration_number: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  /** Prefecture (都道府県) in Japan, required there; state or province elsewhere. */
  region: string | null;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}
