// Users as the API shows them, and the few queries every auth flow needs.
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type { RoleName } from '@contract/roles';
import type { Role, User } from '@contract/schemas/auth';
import type { Database } from '../db/openDatabase';
import { preparedPerDatabase } from '../db/preparedQuery';
import { medicalEntities, userRoles, users } from '../db/schema';
import { userIsSubscribedSql } from '../billing/subscriptionState';
import { affiliateOf } from '../affiliate/userAffiliate';
import { affiliates } from '../affiliate/affiliateTables';
import { HttpError } from '../errors/HttpError';

export type UserRow = typeof users.$inferSelect;

/** An address is one account's: sign-up and a profile change answer this when it is taken. */
export const EMAIL_TAKEN = 'The email has already been taken.';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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

/**
 * GET user in one round trip: the user, their roles with each clinic's name (for the role
 * switch), whether a pet of theirs is subscribed, and their affiliate standing.
 */
/** GET user: every signed-in page load asks, so the query is prepared. */
const userWithRoles = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      user: users,
      // [name, medical_entity_id, clinic name] in grant order; '[]' for a user with no role.
      roles: sql<[RoleName, number | null, string | null][]>`coalesce((
        select json_agg(json_build_array(${userRoles.name}, ${userRoles.medicalEntityId},
          ${medicalEntities.name}) order by ${userRoles.id})
        from ${userRoles} left join ${medicalEntities}
          on ${medicalEntities.id} = ${userRoles.medicalEntityId}
        where ${userRoles.userId} = ${users.id}), '[]'::json)`,
      subscribed: userIsSubscribedSql(db, userId),
      affiliateStatus: affiliates.status,
      affiliateVersion: affiliates.acceptedRulesVersion,
    })
    .from(users)
    .leftJoin(affiliates, eq(affiliates.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('user_with_roles');
});

/**
 * GET user in one round trip: the user, their roles with each clinic's name (for the role
 * switch), whether a pet of theirs is subscribed, and their affiliate standing.
 */
export async function userView(db: Database, userId: number): Promise<User> {
  const [found] = await userWithRoles(db).execute({ userId });
  // The token's user vanished between authentication and now: treat the caller as signed out.
  if (!found) throw new HttpError(401, 'Unauthenticated.');
  const { user: row } = found;
  const affiliate = affiliateOf(
    found.affiliateStatus === null
      ? undefined
      : { status: found.affiliateStatus, version: found.affiliateVersion },
  );
  // Roles held at no clinic keep the contract's two fields only.
  const roles: Role[] = found.roles.map(([name, medicalEntityId, medicalEntityName]) => ({
    name,
    medical_entity_id: medicalEntityId,
    ...(medicalEntityName === null ? {} : { medical_entity_name: medicalEntityName }),
  }));
  return {
    id: row.publicId,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    has_subscription: found.subscribed,
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
