// Sign-in with e-mail and password, registration, the current user and sign-out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  LoginBody,
  RegisterBody,
  SignInQuery,
  SignInResponse,
  UserData,
} from '@contract/schemas/auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { ValidationError } from '../errors/HttpError';
import type { AuthServices } from './authServices';
import { issueToken, revokeToken } from './authTokens';
import { verifyPasswordTimingSafe } from './passwordHash';
import { afterResponse } from '../http/afterResponse';
import { LOGIN_ALERT_PER_ACCOUNT, LOGIN_PER_ADDRESS } from '../http/rateLimiter';
import { LoginThrottle } from './loginThrottle';
import { sendSignInAttemptsAlert } from './passwordResetService';
import { requestLanguage } from '../http/requestLanguage';
import { registerKeeper } from './registrationService';
import { authenticateFrom, authOf, requireAuth, tokenCheckOf, tokenInRead } from './requireRole';
import { findUserByEmail, normaliseEmail, userView, userViewOfToken } from './userService';
import { sitePath } from './sitePath';
import { cancelDeletionOnSignIn } from '../keeper-data';
import { assertMaySignIn } from '../admin-users';
import { PUBLIC, SIGNED_IN } from '../http/routeAccess';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

const errors = { 401: ErrorResponseRef, 422: ErrorResponseRef, 429: ErrorResponseRef };

export const authRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (api, services) => {
  const { db, clock, limiter, notifications } = services;
  const throttle = new LoginThrottle({ db, clock });

  api.post(
    '/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Query options (spec.md section 7): `redirect`, the site page to open once signed in, ' +
          'answered back as `redirect` (null without one).',
        querystring: SignInQuery,
        body: LoginBody,
        response: { 200: SignInResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Checked before any password is: a bad option costs no attempt.
      const redirect = sitePath(request.query.redirect);
      const email = normaliseEmail(request.body.email);
      const perAddress = [[LOGIN_PER_ADDRESS, request.ip]] as const;
      // A password is checked only with an attempt reserved for this account and client, and
      // one of this client's attempts: both or neither (loginThrottle.ts).
      await db.transaction(async (tx) => {
        await throttle.reserve(email, request.ip, tx);
        await limiter.consume(perAddress, tx);
      });
      const user = await findUserByEmail(db, email);
      // Unknown users cost one argon2 verification too, so timing does not reveal accounts.
      const ok = await verifyPasswordTimingSafe(user?.passwordHash ?? null, request.body.password);
      if (!user || !ok) {
        // Counted by address text whether or not an account exists; the mail (only when one
        // does) is looked up and sent after the answer, so the answer shows nothing.
        const failures = await limiter.count(LOGIN_ALERT_PER_ACCOUNT, email);
        if (failures === LOGIN_ALERT_PER_ACCOUNT.limit) {
          const { linkOrigin } = request;
          afterResponse(reply, 'failed sign-ins mail', () =>
            sendSignInAttemptsAlert(services, email, failures, linkOrigin),
          );
        }
        throw new ValidationError({ email: [BAD_CREDENTIALS] });
      }
      await throttle.succeeded(email, request.ip);
      await limiter.release(perAddress);
      // Only now, with the password proven: a disabled account is told so, nobody else learns it.
      await assertMaySignIn(db, user.id, requestLanguage(request));
      // Signing in during an account deletion's grace period cancels it (keeper-data).
      const canceled = await cancelDeletionOnSignIn(db, clock, notifications, user.id);
      const token = await issueToken(db, clock, user.id, 'email');
      return {
        token,
        user: await userView(db, user.id),
        redirect,
        ...(canceled ? { account_deletion_canceled: canceled } : {}),
      };
    },
  );

  api.post(
    '/keeper/register',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Create a pet keeper account (optionally with a first pet) and sign in',
        description:
          'Query options (spec.md section 7): `redirect`, the site page to open once signed in, ' +
          'answered back as `redirect` (null without one).',
        querystring: SignInQuery,
        body: RegisterBody,
        response: { 201: SignInResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Checked before the account is created: a refused option creates nothing.
      const redirect = sitePath(request.query.redirect);
      const { token, user } = await registerKeeper(
        services,
        request.body,
        requestLanguage(request),
        request.linkOrigin,
      );
      reply.code(201);
      return { token, user, redirect };
    },
  );

  api.get(
    '/user',
    {
      config: { access: SIGNED_IN },
      // The token is checked in the user's own statement: one round trip (tokenInRead).
      preValidation: tokenInRead(requireAuth),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: UserData, ...errors },
      },
    },
    async (request) => {
      const check = tokenCheckOf(request);
      const { owner, user } = await userViewOfToken(db, check);
      const { userId } = await authenticateFrom(request, check, owner);
      return { data: user ?? (await userView(db, userId)) };
    },
  );

  api.delete(
    '/logout',
    {
      config: { access: SIGNED_IN },
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
