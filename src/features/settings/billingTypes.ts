/** Invoice details of the account holder (API contract: BillingData). */
export interface BillingData {
  full_name: string;
  company: string | null;
  vat_number: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}
