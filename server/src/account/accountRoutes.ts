// The signed-in user's own account: profile, billing data and preferences. Roles are never
// changed here (unknown fields such as `roles` are dropped by validation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Preferences, UserData } from '@contract/schemas/auth';
import {
  BillingData,
  BillingDataBody,
  PreferencesData,
  ProfileBody,
} from '@contract/schemas/account';
import { authOf, type AuthServices, requireAuth, userView } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { readPreferences, savePreferences, updateProfile } from './accountService';
import { findBillingData, saveBillingData } from './billingDataService';
import { SIGNED_IN } from '../http/routeAccess';

const errors = { 401: ErrorResponseRef, 403: ErrorResponseRef, 422: ErrorResponseRef };
const guarded = { preValidation: requireAuth } as const;
const security = [{ bearerAuth: [] }];

export const accountRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (api, services) => {
  const { db } = services;

  api.post(
    '/account/profile',
    {
      config: { access: SIGNED_IN },
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
      await updateProfile(services, userId, request.body);
      return { data: await userView(db, userId) };
    },
  );

  api.get(
    '/account/billing-data',
    {
      config: { access: SIGNED_IN },
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Billing data of the signed-in user, or null',
        security,
        response: { 200: Type.Object({ data: Type.Union([BillingData, Type.Null()]) }), ...errors },
      },
    },
    async (request) => ({ data: await findBillingData(db, authOf(request).userId) }),
  );

  api.post(
    '/account/billing-data',
    {
      config: { access: SIGNED_IN },
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Save the billing data of the signed-in user',
        security,
        body: BillingDataBody,
        response: { 200: Type.Object({ data: BillingData }), ...errors },
      },
    },
    async (request) => ({
      data: await saveBillingData(services, authOf(request).userId, request.body),
    }),
  );

  api.get(
    '/account/preferences',
    {
      config: { access: SIGNED_IN },
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Preferences of the signed-in user',
        security,
        response: { 200: PreferencesData, ...errors },
      },
    },
    async (request) => ({ data: await readPreferences(db, authOf(request).userId) }),
  );

  api.post(
    '/account/preferences',
    {
      config: { access: SIGNED_IN },
      ...guarded,
      schema: {
        tags: ['account'],
        summary: 'Save the preferences of the signed-in user',
        security,
        body: Preferences,
        response: { 200: PreferencesData, ...errors },
      },
    },
    async (request) => ({
      data: await savePreferences(services, authOf(request).userId, request.body),
    }),
  );
};
