// The signed-in user's own account: profile, billing data and preferences. Roles are never
// changed here (unknown fields such as `roles` are dropped by validation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, ne } from 'drizzle-orm';
import { Preferences, UserData } from '@contract/schemas/auth';
import {
  BillingData,
  BillingDataBody,
  PreferencesData,
  ProfileBody,
} from '@contract/schemas/account';
import type { AuthServices } from '../auth/authServices';
import { authOf, requireAuth } from '../auth/requireRole';
import { findUserById, normaliseEmail, userView } from '../auth/userService';
import { EMAIL_TAKEN } from '../auth/authRoutes';
import { billingData, users } from '../db/schema';
import { ErrorResponseRef } from '../errors/errorResponse';
import { HttpError, ValidationError } from '../errors/HttpError';
import { checkBillingAddress, optionalText as optional } from './billingAddress';
import { normalisePhoneNumber, PHONE_FORMAT_INVALID } from './phoneNumber';

const errors = { 401: ErrorResponseRef, 403: ErrorResponseRef, 422: ErrorResponseRef };
const guarded = { preValidation: requireAuth } as const;
const security = [{ bearerAuth: [] }];

type BillingRow = typeof billingData.$inferSelect;

function billingView(row: BillingRow): BillingData {
  return {
    full_name: row.fullName,
    company: row.company,
    vat_number: row.vatNumber,
    invoice_registration_number: row.invoiceRegistrationNumber,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    country: row.country,
  };
}

export const accountRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (
  api,
  { db, clock },
) => {
  api.post(
    '/account/profile',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Update name, e-mail and phone number (a new number must be verified again)',
        security,
        body: ProfileBody,
        response: { 200: UserData, ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const body = request.body;
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
      return { data: await userView(db, userId) };
    },
  );

  api.get(
    '/account/billing-data',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Billing data of the signed-in user, or null',
        security,
        response: { 200: Type.Object({ data: Type.Union([BillingData, Type.Null()]) }), ...errors },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(billingData)
        .where(eq(billingData.userId, authOf(request).userId))
        .limit(1);
      return { data: row ? billingView(row) : null };
    },
  );

  api.post(
    '/account/billing-data',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Save the billing data of the signed-in user',
        security,
        body: BillingDataBody,
        response: { 200: Type.Object({ data: BillingData }), ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const body = request.body;
      const address = checkBillingAddress(body);
      if (!address.ok) throw new ValidationError(address.errors);
      const values = {
        fullName: body.full_name.trim(),
        company: optional(body.company),
        vatNumber: optional(body.vat_number),
        invoiceRegistrationNumber: address.value.invoiceRegistrationNumber,
        addressLine1: body.address_line1.trim(),
        addressLine2: optional(body.address_line2),
        city: body.city.trim(),
        region: address.value.region,
        postalCode: address.value.postalCode,
        country: body.country,
        updatedAt: clock.now(),
      };
      const [row] = await db
        .insert(billingData)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: billingData.userId, set: values })
        .returning();
      if (!row) throw new Error('billing data upsert returned nothing');
      return { data: billingView(row) };
    },
  );

  api.get(
    '/account/preferences',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Preferences of the signed-in user',
        security,
        response: { 200: PreferencesData, ...errors },
      },
    },
    async (request) => {
      const user = await findUserById(db, authOf(request).userId);
      if (!user) throw new HttpError(401, 'Unauthenticated.');
      return { data: { language: user.language, weight_unit: user.weightUnit } };
    },
  );

  api.post(
    '/account/preferences',
    {
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Save the preferences of the signed-in user',
        security,
        body: Preferences,
        response: { 200: PreferencesData, ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { language, weight_unit: weightUnit } = request.body;
      await db
        .update(users)
        .set({ language, weightUnit, updatedAt: clock.now() })
        .where(eq(users.id, userId));
      return { data: { language, weight_unit: weightUnit } };
    },
  );
};
