// The auth and account types for the front end (`import type` only; the schemas they come from
// are what the API validates and serialises with).
import type { Static } from '@sinclair/typebox';
import type { OutboxMail } from '../mail/devOutboxRoutes';
import type { OutboxSms } from '../sms/devSmsOutboxRoutes';

export type {
  AuthResponse,
  LoginBody,
  PetInput,
  Preferences,
  RecoverPasswordBody,
  RegisterBody,
  ResetPasswordBody,
  Role,
  SendVerificationSmsBody,
  User,
  VerifyPhoneNumberBody,
} from './authSchemas';
export type { BillingData, BillingDataBody, ProfileBody } from '../account/accountSchemas';
export type { Pet } from '../pets/petSchemas';
export type {
  AdminCareItem,
  AdminFaq,
  AdminNews,
  AdminPage,
  CareItemInput,
  FaqInput,
  NewsInput,
  PageInput,
} from '../admin-content/adminContentSchemas';

/** POST /api/auth/{provider}/callback answers an AuthResponse plus the redirect given at the start. */
export type ProviderCallbackResponse = import('./authSchemas').AuthResponse & {
  redirect: string | null;
};
export type OutboxMailItem = Static<typeof OutboxMail>;
export type OutboxSmsItem = Static<typeof OutboxSms>;
