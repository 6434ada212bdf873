// A user's billing details (one set per user), as printed on invoices.
import { eq } from 'drizzle-orm';
import type { BillingData, BillingDataBody } from '@contract/schemas/account';
import type { Database } from '../db/openDatabase';
import { billingData } from '../db/schema';
import { ValidationError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import { checkBillingAddress, optionalText as optional } from './billingAddress';

type BillingRow = typeof billingData.$inferSelect;

function billingView(row: BillingRow): BillingData {
  return {
    full_name: row.fullName,
    company: row.company,
    vat_number: row.vatNumber,
    invoice_registration_number: row.invoiceRegistrationNumber,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    country: row.country,
  };
}

/** The user's billing data, or null before they first saved it. */
export async function findBillingData(db: Database, userId: number): Promise<BillingData | null> {
  const [row] = await db.select().from(billingData).where(eq(billingData.userId, userId)).limit(1);
  return row ? billingView(row) : null;
}

/**
 * Creates or replaces the user's billing data, stored in the forms of the country's invoices
 * (billingAddress.ts); an address its country's rules refuse is a ValidationError.
 */
export async function saveBillingData(
  { db, clock }: { db: Database; clock: Clock },
  userId: number,
  body: BillingDataBody,
): Promise<BillingData> {
  const address = checkBillingAddress(body);
  if (!address.ok) throw new ValidationError(address.errors);
  const values = {
    fullName: body.full_name.trim(),
    company: optional(body.company),
    vatNumber: optional(body.vat_number),
    invoiceRegistrationNumber: address.value.invoiceRegistrationNumber,
    addressLine1: body.address_line1.trim(),
    addressLine2: optional(body.address_line2),
    city: body.city.trim(),
    region: address.value.region,
    postalCode: address.value.postalCode,
    country: body.country,
    updatedAt: clock.now(),
  };
  const [row] = await db
    .insert(billingData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingData.userId, set: values })
    .returning();
  if (!row) throw new Error('billing data upsert returned nothing');
  return billingView(row);
}
