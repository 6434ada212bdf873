// GET /api/auth/providers → { data: ['google', …] }: the providers configured here, so the site
// offers only those (a button for an unconfigured one would only answer "Sign-in provider not
// found.").
// GET /api/auth/{provider}?redirect=/path → { url } to send the browser to; the provider returns
// to the site page /auth/{provider}/callback, which posts code and state to
// POST /api/auth/{provider}/callback → SignInResponse (an AuthResponse + the redirect given at the start).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTH_PROVIDERS } from '@contract/authProviders';
import { AuthProvidersResponse, SignInQuery, SignInResponse } from '@contract/schemas/auth';
import { RequiredText } from '@contract/schemas/common';
import { ErrorResponseRef } from '../../errors/errorResponse';
import { sitePath } from '../sitePath';
import type { AuthServices } from '../authServices';
import { issueToken } from '../authTokens';
import { cancelDeletionOnSignIn } from '../../keeper-data';
import { assertMaySignIn } from '../../admin-users';
import { requestLanguage } from '../../http/requestLanguage';
import { userView } from '../userService';
import { OidcSignIn } from './oidcSignIn';
import { PUBLIC } from '../../http/routeAccess';

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 50 }) });
const errors = { 404: ErrorResponseRef, 422: ErrorResponseRef, 502: ErrorResponseRef };

export const oidcRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (api, services) => {
  const signIn = new OidcSignIn(services);

  // A static path: fastify matches it before the parametric /auth/:provider below.
  api.get(
    '/auth/providers',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'The sign-in providers configured on this server (the site shows only these)',
        response: { 200: AuthProvidersResponse },
      },
    },
    async () => ({
      data: AUTH_PROVIDERS.filter((name) => services.config.oidcProviders[name] !== undefined),
    }),
  );

  api.get(
    '/auth/:provider',
    {
      config: { notFoundMessage: 'Sign-in provider not found.', access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a provider: the URL to send the browser to',
        params: ProviderParams,
        querystring: SignInQuery,
        response: { 200: Type.Object({ url: Type.String() }), ...errors },
      },
    },
    async (request) => ({
      url: await signIn.authorizationUrl(
        request.params.provider,
        sitePath(request.query.redirect),
        request.linkOrigin,
      ),
    }),
  );

  api.post(
    '/auth/:provider/callback',
    {
      config: { notFoundMessage: 'Sign-in provider not found.', access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: "Finish signing in with a provider: exchange the provider's code",
        params: ProviderParams,
        body: Type.Object({
          code: RequiredText(2048),
          state: RequiredText(256),
          iss: Type.Optional(
            Type.String({ maxLength: 500, description: 'The iss query parameter, when given.' }),
          ),
        }),
        response: { 200: SignInResponse, ...errors },
      },
    },
    async (request) => {
      const result = await signIn.callback(request.params.provider, request.body, {
        language: requestLanguage(request),
        linkOrigin: request.linkOrigin,
      });
      await assertMaySignIn(services.db, result.userId, requestLanguage(request));
      // Signing in during an account deletion's grace period cancels it (keeper-data).
      const canceled = await cancelDeletionOnSignIn(
        services.db,
        services.clock,
        services.notifications,
        result.userId,
      );
      const token = await issueToken(services.db, services.clock, result.userId, result.method);
      return {
        token,
        user: await userView(services.db, result.userId),
        redirect: result.redirect,
        ...(canceled ? { account_deletion_canceled: canceled } : {}),
      };
    },
  );
};
