// A keeper's billing details (account/accountRoutes.ts), printed on invoices. Re-exported by
// db/schema.ts for drizzle-kit and the query builder.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import { timestamps } from '../db/columns';
import { CASCADE, personalDataLines } from '../db/personalData';

/** Billing details of a user (one set per user), shown on invoices. */
export const billingData = pgTable('billing_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  company: text('company'),
  vatNumber: text('vat_number'),
  // Japan's qualified invoice issuer number (T + 13 digits), apart from a VAT number.
  invoiceRegistrationNumber: text('invoice_registration_number'),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  // Prefecture (都道府県) in Japan; state, province or county elsewhere.
  region: text('region'),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  ...timestamps,
});

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const billingDataPersonalData = personalDataLines([
  {
    table: 'billing_data',
    export: [{ section: 'billing_data', via: 'user_id' }],
    erasure: CASCADE,
  },
]);
