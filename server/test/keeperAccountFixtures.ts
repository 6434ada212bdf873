// The keeper's account rows for the keeper-data fixtures (keeperDataFixtures.ts): sign-in and
// verification tokens, an identity, billing details, a contact message, queued mail and SMS, an
// idempotency record. Text carries the keeper's marker.
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/openDatabase';
import {
  billingData,
  contactMessages,
  idempotencyKeys,
  mailOutbox,
  passwordResetTokens,
  phoneVerificationCodes,
  smsOutbox,
  userIdentities,
  users,
} from '../src/db/schema';

export async function fillAccountTables(
  db: Database,
  { userId, email, marker }: { userId: number; email: string; marker: string },
): Promise<void> {
  const phone = `+8190${String(userId).padStart(8, '0')}`;
  await db.update(users).set({ phoneNumber: phone }).where(eq(users.id, userId));
  const future = new Date('2030-01-01T00:00:00Z');
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: `reset-${marker}`, userId, expiresAt: future });
  await db
    .insert(phoneVerificationCodes)
    .values({ userId, phoneNumber: phone, codeHash: 'x', expiresAt: future });
  await db
    .insert(userIdentities)
    .values({ userId, provider: 'google', subject: `sub-${marker}`, email });
  await db
    .insert(billingData)
    .values({
      userId,
      fullName: `Full ${marker}`,
      addressLine1: `1 ${marker} Street`,
      city: 'Bristol',
      postalCode: 'BS1 4DJ',
      country: 'GB',
    })
    .onConflictDoNothing();
  await db.insert(contactMessages).values({
    name: marker,
    email,
    topic: 'account',
    message: `Hello from ${marker}`,
    locale: 'en',
    consentedAt: new Date(),
  });
  await db
    .insert(mailOutbox)
    .values({ toAddress: email, subject: marker, textBody: marker, htmlBody: marker });
  await db.insert(smsOutbox).values({ toNumber: phone, body: `code for ${marker}` });
  await db.insert(idempotencyKeys).values({
    caller: `user:${userId}`,
    route: 'POST /api/keeper/checkout',
    key: `key-${marker}`,
    requestHash: 'x',
    responseStatus: 200,
    responseBody: { marker },
  });
}
