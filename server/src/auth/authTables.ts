// Accounts and how people prove who they are: users and their roles (a vet's role names a clinic),
// bearer tokens, password reset links, SMS verification codes, provider sign-ins. Re-exported by
// db/schema.ts for drizzle-kit and the query builder.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { Language, WeightUnit } from '@contract/preferences';
import type { RoleName } from '@contract/roles';
import { at, createdAt, id, parentRef, timestamps } from '../db/columns';
import { CASCADE, personalDataLines } from '../db/personalData';

/**
 * Clinics (medical entities): vets hold their role at one, keepers pick one to share a pet with
 * (server/src/vet-sharing). Contact details are what the keeper's clinic list shows.
 */
export const medicalEntities = pgTable(
  'medical_entities',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    ...timestamps,
  },
  (t) => [index('medical_entities_name_idx').on(t.name)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    // What the API shows as the user's id: random, so ids reveal neither order nor count.
    publicId: uuid('public_id').notNull().defaultRandom().unique('users_public_id_unique'),
    // Stored lower-cased by the application so the unique constraint is case-insensitive.
    email: text('email').notNull().unique('users_email_unique'),
    name: text('name').notNull(),
    // Null for accounts created through a sign-in provider.
    passwordHash: text('password_hash'),
    phoneNumber: text('phone_number'),
    isVerifiedPhoneNumber: boolean('is_verified_phone_number').notNull().default(false),
    language: text('language').$type<Language>().notNull().default('en'),
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull().default('kg'),
    // When the user last saved their preferences: the defaults alone say nothing about a choice.
    preferencesSavedAt: at('preferences_saved_at'),
    ...timestamps,
  },
  () => [
    check('users_language_check', sql`${sql.identifier('language')} in ('en', 'jp')`),
    check('users_weight_unit_check', sql`${sql.identifier('weight_unit')} in ('kg', 'lb')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    name: text('name').$type<RoleName>().notNull(),
    medicalEntityId: integer('medical_entity_id').references(() => medicalEntities.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15): a user holds a role without a clinic at most once.
    unique('user_roles_user_name_entity_unique')
      .on(t.userId, t.name, t.medicalEntityId)
      .nullsNotDistinct(),
    check(
      'user_roles_name_check',
      sql`${sql.identifier('name')} in ('admin', 'super-admin', 'vet', 'pet-keeper')`,
    ),
  ],
);

/** The owning user's id: the row goes when the user goes. */
const userRef = () => parentRef('user_id', () => users.id);

/**
 * Bearer tokens. Only the sha256 (hex) of a token is stored, so a copy of the database cannot be
 * used to sign in. A token is valid while revoked_at is null and expires_at is in the future.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    userId: userRef(),
    // 'email' or a provider name: how the user signed in (the client's auth-method cookie).
    method: text('method').notNull().default('email'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Password reset links: sha256 of the token, single use (used_at), valid for 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    userId: userRef(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** SMS codes for phone verification: hashed, single use, 10 minutes, limited attempts. */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verification_codes_user_idx').on(t.userId)],
);

/** State of a provider sign-in between the redirect and the callback: single use, short-lived. */
export const oidcLoginStates = pgTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirect: text('redirect'),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Accounts at sign-in providers linked to our users (provider + subject is the identity). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: userRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const authPersonalData = personalDataLines([
  // The account.
  {
    table: 'users',
    export: [{ section: 'account', via: 'id', omit: ['id', 'password_hash'] }],
    erasure: [{ how: 'deleted', why: 'the account itself; everything below goes with it' }],
  },
  { table: 'user_roles', export: [{ section: 'roles', via: 'user_id' }], erasure: CASCADE },
  {
    table: 'auth_tokens',
    export: [{ section: 'sign_in_sessions', via: 'user_id', omit: ['token_hash'] }],
    erasure: CASCADE,
  },
  {
    table: 'password_reset_tokens',
    export: [{ section: 'password_reset_requests', via: 'user_id', omit: ['token_hash'] }],
    erasure: CASCADE,
  },
  {
    table: 'phone_verification_codes',
    export: [{ section: 'phone_verification_codes', via: 'user_id', omit: ['code_hash'] }],
    erasure: CASCADE,
  },
  {
    table: 'user_identities',
    export: [{ section: 'sign_in_providers', via: 'user_id' }],
    erasure: CASCADE,
  },
]);
