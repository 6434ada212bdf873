// Users as the API shows them, and the few queries every auth flow needs.
import { asc, eq } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type { RoleName } from '@contract/roles';
import type { Role, User } from '@contract/schemas/auth';
import type { Database } from '../db/openDatabase';
import { medicalEntities, userRoles, users } from '../db/schema';
import { userHasSubscription } from '../billing/subscriptionState';
import { userAffiliate } from '../affiliate/userAffiliate';
import { HttpError } from '../errors/HttpError';

export type UserRow = typeof users.$inferSelect;

/** An address is one account's: sign-up and a profile change answer this when it is taken. */
export const EMAIL_TAKEN = 'The email has already been taken.';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The roles as the user sees them: with the clinic's name, for the role switch. */
async function roleViews(db: Database, userId: number): Promise<Role[]> {
  const rows = await db
    .select({
      name: userRoles.name,
      medicalEntityId: userRoles.medicalEntityId,
      medicalEntityName: medicalEntities.name,
    })
    .from(userRoles)
    .leftJoin(medicalEntities, eq(medicalEntities.id, userRoles.medicalEntityId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.id));
  // Roles held at no clinic keep the contract's two fields only.
  return rows.map((row) => ({
    name: row.name,
    medical_entity_id: row.medicalEntityId,
    ...(row.medicalEntityName === null ? {} : { medical_entity_name: row.medicalEntityName }),
  }));
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function userView(db: Database, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  // The token's user vanished between authentication and now: treat the caller as signed out.
  if (!row) throw new HttpError(401, 'Unauthenticated.');
  const [roles, subscribed, affiliate] = await Promise.all([
    roleViews(db, userId),
    userHasSubscription(db, userId),
    userAffiliate(db, userId),
  ]);
  return {
    id: row.publicId,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    has_subscription: subscribed,
    is_verified_phone_number: row.isVerifiedPhoneNumber,
    roles,
    preferences: { language: row.language, weight_unit: row.weightUnit },
    has_chosen_preferences: row.preferencesSavedAt !== null,
    created_at: row.createdAt.toISOString(),
    has_accepted_affiliate_program_rules: affiliate.has_accepted_rules,
    affiliate,
  };
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  language: Language;
  roles?: RoleName[];
}

/**
 * Creates a user with the pet-keeper role (the only role anyone can sign up for). Returns
 * undefined when the e-mail address is taken, including by a concurrent request.
 */
export async function createUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({
      name: user.name,
      email: normaliseEmail(user.email),
      passwordHash: user.passwordHash,
      language: user.language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) return undefined;
  await db
    .insert(userRoles)
    .values((user.roles ?? ['pet-keeper']).map((name) => ({ userId: created.id, name })));
  return created;
}
