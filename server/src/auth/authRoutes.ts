// Sign-in with e-mail and password, registration, the current user and sign-out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthResponse, LoginBody, RegisterBody, UserData } from '@contract/schemas/auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { ValidationError, type FieldErrors } from '../errors/HttpError';
import { welcomeMail } from '../mail/authMails';
import { WELCOME_TYPE, welcomeNotification } from '../notifications/welcomeNotification';
import { insertPet, petRuleErrors } from '../pets/petService';
import { attributeSignup } from '../affiliate/attribution';
import type { AuthServices } from './authServices';
import { issueToken, revokeToken } from './authTokens';
import { hashPassword, verifyPasswordTimingSafe } from './passwordHash';
import { addPasswordErrors } from './passwordPolicy';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS } from '../http/rateLimiter';
import { requestLanguage } from '../http/requestLanguage';
import { authOf, requireAuth } from './requireRole';
import { createUser, findUserByEmail, normaliseEmail, userView } from './userService';
import { inTransaction } from '../db/unitOfWork';
import { cancelDeletionOnSignIn } from '../keeper-data/accountDeletionService';
import { assertMaySignIn } from '../admin-users/accountStatus';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const EMAIL_TAKEN = 'The email has already been taken.';

const errors = { 401: ErrorResponseRef, 422: ErrorResponseRef, 429: ErrorResponseRef };

export const authRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (api, services) => {
  const { db, clock, config, mailer, limiter, notifications } = services;

  api.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: AuthResponse, ...errors },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const checks = [
        [LOGIN_PER_ACCOUNT, email],
        [LOGIN_PER_ADDRESS, request.ip],
      ] as const;
      await limiter.assertAllowed(reply, checks);
      const user = await findUserByEmail(db, email);
      // Unknown users cost one argon2 verification too, so timing does not reveal accounts.
      const ok = await verifyPasswordTimingSafe(user?.passwordHash ?? null, request.body.password);
      if (!user || !ok) {
        await limiter.hitAll(checks);
        throw new ValidationError({ email: [BAD_CREDENTIALS] });
      }
      await limiter.clear(LOGIN_PER_ACCOUNT, email);
      // Only now, with the password proven: a disabled account is told so, nobody else learns it.
      await assertMaySignIn(db, user.id, requestLanguage(request));
      // Signing in during an account deletion's grace period cancels it (keeper-data).
      const canceled = await cancelDeletionOnSignIn(db, clock, notifications, user.id);
      const token = await issueToken(db, clock, user.id, 'email');
      return {
        token,
        user: await userView(db, user.id),
        ...(canceled ? { account_deletion_canceled: canceled } : {}),
      };
    },
  );

  api.post(
    '/keeper/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a pet keeper account (optionally with a first pet) and sign in',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fieldErrors: FieldErrors = {};
      if (await findUserByEmail(db, body.email)) fieldErrors.email = [EMAIL_TAKEN];
      addPasswordErrors(fieldErrors, body.password, body.password_confirmation);
      if (body.terms !== true) fieldErrors.terms = ['The terms field must be accepted.'];
      // The first pet goes through the pets service's rules (dates, breed codes).
      if (body.pet)
        Object.assign(fieldErrors, petRuleErrors(body.pet, body.pet.species, clock.now(), 'pet.'));
      if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);

      const language = requestLanguage(request);
      const passwordHash = await hashPassword(body.password);
      // The account, its pet and its welcome mail commit together: a failure in between leaves
      // no account without its mail (a retry would otherwise be told the address is taken).
      const created = await inTransaction(db, async (unit) => {
        const user = await createUser(unit.tx, {
          name: body.name.trim(),
          email: body.email,
          passwordHash,
          language,
        });
        if (!user) return user;
        if (body.pet) await insertPet(unit.tx, user.id, body.pet, { now: clock.now(), language });
        if (body.referral_code) {
          await attributeSignup(unit.tx, clock, {
            userId: user.id,
            email: user.email,
            code: body.referral_code,
          });
        }
        await mailer.queue(
          welcomeMail({ to: user.email, name: user.name, language, publicUrl: config.publicUrl }),
          unit,
        );
        return user;
      });
      // Lost a race with a concurrent registration of the same address.
      if (!created) throw new ValidationError({ email: [EMAIL_TAKEN] });

      const token = await issueToken(db, clock, created.id, 'email');
      await notifications.createNotification(
        created.id,
        WELCOME_TYPE,
        welcomeNotification(created.name, language),
      );
      reply.code(201);
      return { token, user: await userView(db, created.id) };
    },
  );

  api.get(
    '/user',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: UserData, ...errors },
      },
    },
    async (request) => ({ data: await userView(db, authOf(request).userId) }),
  );

  api.delete(
    '/logout',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the bearer token used',
        security: [{ bearerAuth: [] }],
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeToken(db, clock, authOf(request).tokenHash);
      return reply.code(204).send(null);
    },
  );
};
