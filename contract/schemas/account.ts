// The signed-in user's profile, preferences and billing data (/api/user/...).
import { Type, type Static } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../countries';
import { PHONE_INPUT_MAX } from '../limits';
import { Preferences } from './auth';
import { EmailField, Nullable, RequiredText, StringEnum } from './common';

export const ProfileBody = Type.Object({
  name: RequiredText(),
  email: EmailField,
  phone_number: Type.Optional(
    Nullable(
      Type.String({ maxLength: PHONE_INPUT_MAX, description: 'E.164; empty or null clears it.' }),
    ),
  ),
});
export type ProfileBody = Static<typeof ProfileBody>;

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

export const BillingDataBody = Type.Object({
  full_name: RequiredText(),
  company: OptionalText(255),
  vat_number: OptionalText(50),
  invoice_registration_number: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 50,
        description: 'Japan: インボイス登録番号, T and 13 digits (spaces and dashes are dropped).',
      }),
    ),
  ),
  address_line1: RequiredText(),
  address_line2: OptionalText(255),
  city: RequiredText(100),
  region: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 100,
        description: 'Prefecture, state or province. Japan: one of the 47 都道府県, required.',
      }),
    ),
  ),
  postal_code: RequiredText(20),
  country: StringEnum(COUNTRY_CODES, { description: 'ISO 3166-1 alpha-2, e.g. JP.' }),
});
export type BillingDataBody = Static<typeof BillingDataBody>;

export const BillingData = Type.Object(
  {
    full_name: Type.String(),
    company: Nullable(Type.String()),
    vat_number: Nullable(Type.String()),
    invoice_registration_number: Nullable(Type.String()),
    address_line1: Type.String(),
    address_line2: Nullable(Type.String()),
    city: Type.String(),
    region: Nullable(Type.String()),
    postal_code: Type.String(),
    country: Type.String(),
  },
  { title: 'BillingData' },
);
export type BillingData = Static<typeof BillingData>;

export const PreferencesData = Type.Object({ data: Preferences });
