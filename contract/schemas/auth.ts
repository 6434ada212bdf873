// Sign-in, registration, password recovery, phone verification and the user they answer with.
import { Type, type Static } from '@sinclair/typebox';
import { AUTH_PROVIDERS } from '../authProviders';
import { LOGIN_PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_INPUT_MAX } from '../limits';
import { LANGUAGES, WEIGHT_UNITS } from '../preferences';
import { ROLE_NAMES } from '../roles';
import { AS_TYPED, EmailField, Nullable, RequiredText, StringEnum } from './common';
import { PetInput } from './pets';
import { UserAffiliate } from './affiliate';
import { DeletionCanceled } from './keeperData';

export const RoleNameSchema = StringEnum(ROLE_NAMES);

export const Role = Type.Object(
  {
    name: RoleNameSchema,
    medical_entity_id: Nullable(Type.Integer()),
    medical_entity_name: Type.Optional(
      Nullable(
        Type.String({
          description:
            'The clinic’s name, for the role switch (absent from APIs that do not send it).',
        }),
      ),
    ),
  },
  { title: 'Role' },
);
export type Role = Static<typeof Role>;

export const Preferences = Type.Object(
  {
    language: StringEnum(LANGUAGES, { description: 'UI and mail language (default en).' }),
    weight_unit: StringEnum(WEIGHT_UNITS, {
      description: 'Unit weights are shown in (default kg).',
    }),
  },
  { title: 'Preferences' },
);
export type Preferences = Static<typeof Preferences>;

export const User = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    phone_number: Nullable(Type.String()),
    has_subscription: Type.Boolean({ description: 'True when any of the pets is subscribed.' }),
    is_verified_phone_number: Type.Boolean(),
    roles: Type.Array(Role),
    preferences: Preferences,
    has_chosen_preferences: Type.Optional(
      Type.Boolean({
        description:
          'True once the user has saved their preferences (the welcome checklist’s step); absent from APIs that do not send it.',
      }),
    ),
    created_at: Type.String({ format: 'date-time' }),
    has_accepted_affiliate_program_rules: Type.Optional(
      Type.Boolean({
        description:
          'True when the user is an accepted affiliate and accepted the current programme rules.',
      }),
    ),
    affiliate: Type.Optional(UserAffiliate),
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

export const AuthResponse = Type.Object(
  {
    token: Type.String({ description: 'Bearer token, valid for 7 days.' }),
    user: User,
    /** Present when this sign-in cancelled the account's deletion (in its grace period). */
    account_deletion_canceled: Type.Optional(DeletionCanceled),
  },
  { title: 'AuthResponse' },
);
export type AuthResponse = Static<typeof AuthResponse>;

/**
 * The query options of the sign-in calls (spec.md section 7: POST login and POST keeper/register
 * carry query options, as GET auth/{provider} carries its query `redirect`): `redirect`, the page
 * of this site to open once signed in — a path ("/x"), never another site.
 */
export const SignInQuery = Type.Object(
  {
    redirect: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'The site page to open once signed in: a path such as /jp/dashboard/.',
      }),
    ),
  },
  { title: 'SignInQuery' },
);
export type SignInQuery = Static<typeof SignInQuery>;

/**
 * The answer of every sign-in (POST login, POST keeper/register, POST auth/{provider}/callback):
 * an AuthResponse plus the redirect given in the query or at the provider's start (null without).
 */
export const SignInResponse = Type.Composite(
  [
    AuthResponse,
    Type.Object({
      redirect: Nullable(Type.String({ description: 'The redirect given with the sign-in.' })),
    }),
  ],
  { title: 'SignInResponse' },
);
export type SignInResponse = Static<typeof SignInResponse>;

/** GET /api/auth/providers: the sign-in providers this API is configured for, in display order. */
export const AuthProvidersResponse = Type.Object(
  { data: Type.Array(StringEnum(AUTH_PROVIDERS)) },
  { title: 'AuthProvidersResponse' },
);
export type AuthProvidersResponse = Static<typeof AuthProvidersResponse>;

export const UserData = Type.Object({ data: User });
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const LoginBody = Type.Object({
  email: EmailField,
  password: Type.String({ minLength: 1, maxLength: LOGIN_PASSWORD_MAX_LENGTH, ...AS_TYPED }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object({
  name: RequiredText(),
  email: EmailField,
  // The upper bound is checked by the password policy, so this message stays "at least 8".
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, ...AS_TYPED }),
  password_confirmation: Type.Optional(Type.String(AS_TYPED)),
  terms: Type.Boolean({ description: 'Must be true: the user accepts the terms.' }),
  pet: Type.Optional(PetInput),
  referral_code: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'The code of the petcare-referral cookie (the last referral link clicked).',
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RecoverPasswordBody = Type.Object({
  email: EmailField,
  role: Type.Optional(
    StringEnum(['pet-keeper'] as const, { description: 'Always pet-keeper (spec.md §6).' }),
  ),
});
export type RecoverPasswordBody = Static<typeof RecoverPasswordBody>;

export const ResetPasswordBody = Type.Object({
  token: RequiredText(200),
  email: EmailField,
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, ...AS_TYPED }),
  password_confirmation: Type.Optional(Type.String(AS_TYPED)),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const SendVerificationSmsBody = Type.Object({
  phone_number: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PHONE_INPUT_MAX,
      description: 'E.164, e.g. +15551234567.',
    }),
  ),
});
export type SendVerificationSmsBody = Static<typeof SendVerificationSmsBody>;

export const VerifyPhoneNumberBody = Type.Object({ code: RequiredText(20) });
export type VerifyPhoneNumberBody = Static<typeof VerifyPhoneNumberBody>;
