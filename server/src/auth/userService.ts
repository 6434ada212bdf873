// Users as the API shows them, and the few queries every auth flow needs.
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@contract/preferences';
import type { RoleName } from '@contract/roles';
import type { Role, User } from '@contract/schemas/auth';
import type { Database } from '../db/openDatabase';
import { preparedPerDatabase } from '../db/preparedQuery';
import { authTokens, medicalEntities, userRoles, users } from '../db/schema';
import { userIsSubscribedSql } from '../billing';
import { affiliateOf, affiliates } from '../affiliate';
import { HttpError } from '../errors/HttpError';
import {
  tokenOwnerColumns,
  tokenParams,
  validTokenSql,
  type TokenCheck,
  type TokenOwnerRow,
} from './authTokens';

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
 * switch), whether a pet of theirs is subscribed, and their affiliate standing. Prepared (every
 * signed-in page load asks) in two forms: by user id, and by the caller's token (`userOfToken`).
 */
function userColumns(db: Database, userId: Placeholder<'userId'> | AnyPgColumn) {
  return {
    // The columns the view shows: not the password hash (nor the internal id) on every page load.
    user: {
      publicId: users.publicId,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isVerifiedPhoneNumber: users.isVerifiedPhoneNumber,
      language: users.language,
      weightUnit: users.weightUnit,
      preferencesSavedAt: users.preferencesSavedAt,
      createdAt: users.createdAt,
    },
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
  };
}

const userWithRoles = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select(userColumns(db, userId))
    .from(users)
    .leftJoin(affiliates, eq(affiliates.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('user_with_roles');
});

/**
 * GET user of the caller's token, the token checked in the same statement (the route's guard is
 * `tokenInRead`), with the owner's columns for `authenticateFrom`.
 */
const userOfToken = preparedPerDatabase((db) =>
  db
    .select({ ...userColumns(db, authTokens.userId), owner: tokenOwnerColumns() })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(affiliates, eq(affiliates.userId, users.id))
    .where(validTokenSql(db))
    .limit(1)
    .prepare('user_of_token'),
);

type UserWithRolesRow = Awaited<ReturnType<ReturnType<typeof userWithRoles>['execute']>>[number];

export async function userView(db: Database, userId: number): Promise<User> {
  const [found] = await userWithRoles(db).execute({ userId });
  // The token's user vanished between authentication and now: treat the caller as signed out.
  if (!found) throw new HttpError(401, 'Unauthenticated.');
  return userViewOf(found);
}

/**
 * GET user for the caller's token: the user as `userView` shows them, and the owner the
 * statement found for the token (undefined for a token no longer valid).
 */
export async function userViewOfToken(
  db: Database,
  check: TokenCheck,
): Promise<{ owner: TokenOwnerRow | undefined; user: User | undefined }> {
  const [found] = await userOfToken(db).execute(tokenParams(check));
  return found === undefined
    ? { owner: undefined, user: undefined }
    : { owner: found.owner, user: userViewOf(found) };
}

function userViewOf(found: UserWithRolesRow): User {
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
