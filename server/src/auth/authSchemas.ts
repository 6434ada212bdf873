// Schemas of the auth and account answers and requests (TypeBox: fastify validates and serialises
// with them and the OpenAPI document shows them). The front end imports the static types from
// authTypes.ts with `import type`.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from '../content/commonSchemas';
import { LANGUAGES, ROLE_NAMES, WEIGHT_UNITS } from '../db/schema';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const RoleNameSchema = StringEnum(ROLE_NAMES);

export const Role = Type.Object(
  { name: RoleNameSchema, medical_entity_id: Nullable(Type.Integer()) },
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
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

export const AuthResponse = Type.Object(
  { token: Type.String({ description: 'Bearer token, valid for 7 days.' }), user: User },
  { title: 'AuthResponse' },
);
export type AuthResponse = Static<typeof AuthResponse>;

export const UserData = Type.Object({ data: User });
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** Required text: minLength 1 makes an empty string "required", as Laravel does. */
export const RequiredText = (maxLength = 255) => Type.String({ minLength: 1, maxLength });
export const EmailField = Type.String({ minLength: 1, maxLength: 255, format: 'email' });
/** Longest password accepted at sign-in (new passwords are limited to 255 by the policy). */
const LOGIN_PASSWORD_MAX = 1024;

export const LoginBody = Type.Object({
  email: EmailField,
  password: Type.String({ minLength: 1, maxLength: LOGIN_PASSWORD_MAX }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const PetInput = Type.Object(
  {
    name: RequiredText(100),
    species: StringEnum(['dog', 'cat', 'rabbit', 'other'] as const),
    breed: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    sex: Type.Optional(StringEnum(['male', 'female', 'unknown'] as const)),
    birth_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    weight_kg: Type.Optional(Nullable(Type.Number({ minimum: 0.01, maximum: 500 }))),
  },
  { title: 'PetInput' },
);
export type PetInput = Static<typeof PetInput>;

export const RegisterBody = Type.Object({
  name: RequiredText(),
  email: EmailField,
  // The upper bound is checked by the password policy, so this message stays "at least 8".
  password: Type.String({ minLength: 8 }),
  password_confirmation: Type.Optional(Type.String()),
  terms: Type.Boolean({ description: 'Must be true: the user accepts the terms.' }),
  pet: Type.Optional(PetInput),
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
  password: Type.String({ minLength: 8 }),
  password_confirmation: Type.Optional(Type.String()),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const PHONE_INPUT_MAX = 32;

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
