// The buyer on a receipt, line by line, the same on the web receipt and in the mailed copy:
// Japanese order in Japanese (〒 postal code, then prefecture, city and street as one line, the
// building, the company, and the addressee with 様), Western order otherwise (name first, the
// postal code after the city). The labels around these lines belong to each side's catalogue.
import type { BillingData } from './schemas/account';

export type ReceiptLanguage = 'en' | 'jp';

export interface ReceiptBuyer {
  /** The account's name: the addressee when no billing details were given. */
  name: string;
  email: string | null;
  billing: BillingData | null;
}

const present = (parts: (string | null | undefined)[]): string[] =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');

/** Japanese address parts run together (東京都渋谷区神宮前1-2-3); romanised ones keep spaces. */
function joinAddress(parts: string[]): string {
  return parts.join(parts.every((part) => /^[\x20-\x7e]*$/.test(part)) ? ' ' : '');
}

export function receiptBuyerLines(buyer: ReceiptBuyer, language: ReceiptLanguage): string[] {
  const billing = buyer.billing;
  const addressee = billing?.full_name.trim() || buyer.name.trim();
  if (language === 'jp') {
    return present([
      billing ? `〒${billing.postal_code}` : null,
      billing ? joinAddress(present([billing.region, billing.city, billing.address_line1])) : null,
      billing?.address_line2,
      billing && billing.country !== 'JP' ? billing.country : null,
      billing?.company,
      addressee ? `${addressee}様` : null,
      billing?.invoice_registration_number,
      billing?.vat_number,
      buyer.email,
    ]);
  }
  return present([
    addressee,
    billing?.company,
    billing?.address_line1,
    billing?.address_line2,
    billing ? present([billing.city, billing.postal_code]).join(' ') : null,
    billing?.region,
    billing?.country,
    billing?.vat_number,
    billing?.invoice_registration_number,
    buyer.email,
  ]);
}
