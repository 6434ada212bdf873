// The signed-in user's own profile and preferences. Roles are never changed here.
import { and, eq, ne } from 'drizzle-orm';
import type { ProfileBody } from '@contract/schemas/account';
import type { Preferences } from '@contract/schemas/auth';
import { EMAIL_TAKEN, findUserById, normaliseEmail } from '../auth';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { HttpError, ValidationError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import { optionalText as optional } from './billingAddress';
import { normalisePhoneNumber, PHONE_FORMAT_INVALID } from './phoneNumber';

export interface AccountDeps {
  db: Database;
  clock: Clock;
}

/**
 * Saves name, e-mail address and phone number. A new number must be verified again; an address
 * another account uses is a ValidationError, also when a concurrent change takes it first.
 */
export async function updateProfile(
  { db, clock }: AccountDeps,
  userId: number,
  body: ProfileBody,
): Promise<void> {
  const email = normaliseEmail(body.email);
  const rawPhone = optional(body.phone_number);
  const phone = rawPhone === null ? null : normalisePhoneNumber(rawPhone);
  const fieldErrors: Record<string, string[]> = {};
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) fieldErrors.email = [EMAIL_TAKEN];
  if (phone === undefined) fieldErrors.phone_number = [PHONE_FORMAT_INVALID];
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);

  const current = await findUserById(db, userId);
  if (!current) throw new HttpError(401, 'Unauthenticated.');
  const phoneChanged = (phone ?? null) !== current.phoneNumber;
  await db
    .update(users)
    .set({
      name: body.name.trim(),
      email,
      phoneNumber: phone ?? null,
      isVerifiedPhoneNumber: phoneChanged ? false : current.isVerifiedPhoneNumber,
      updatedAt: clock.now(),
    })
    .where(eq(users.id, userId))
    .catch((error: unknown) => {
      // The unique index caught a concurrent change to the same address.
      if (String((error as { code?: string }).code) === '23505') {
        throw new ValidationError({ email: [EMAIL_TAKEN] });
      }
      throw error;
    });
}

/** The user's language and weight unit; 401 when the account is gone. */
export async function readPreferences(db: Database, userId: number): Promise<Preferences> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  return { language: user.language, weight_unit: user.weightUnit };
}

/** Saves the user's language and weight unit; answers what was saved. */
export async function savePreferences(
  { db, clock }: AccountDeps,
  userId: number,
  { language, weight_unit: weightUnit }: Preferences,
): Promise<Preferences> {
  await db
    .update(users)
    .set({ language, weightUnit, preferencesSavedAt: clock.now(), updatedAt: clock.now() })
    .where(eq(users.id, userId));
  return { language, weight_unit: weightUnit };
}
