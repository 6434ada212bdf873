// Password recovery: request a reset link by e-mail, then set a new password with it.
// The request answers the same message whatever the address, and rate limits count by address
// text (not by account), and the account is looked up and mailed only after the answer is sent,
// so neither the answer nor its timing reveals who has an account (passwordResetService.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponse, RecoverPasswordBody, ResetPasswordBody } from '@contract/schemas/auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { afterResponse } from '../http/afterResponse';
import { RECOVERY_PER_ACCOUNT, RECOVERY_PER_ADDRESS } from '../http/rateLimiter';
import type { AuthServices } from './authServices';
import { resetPassword, sendPasswordResetLink } from './passwordResetService';
import { normaliseEmail } from './userService';
import { PUBLIC } from '../http/routeAccess';

export const RECOVERY_SENT =
  'If an account exists for that e-mail address, we have sent a link to reset the password.';
export const RESET_DONE = 'Your password has been reset.';

const errors = { 422: ErrorResponseRef, 429: ErrorResponseRef };

export const passwordResetRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (
  api,
  services,
) => {
  const { limiter } = services;

  api.post(
    '/recover-password',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (same answer whether or not the account exists)',
        body: RecoverPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const checks = [
        [RECOVERY_PER_ACCOUNT, email],
        [RECOVERY_PER_ADDRESS, request.ip],
      ] as const;
      await limiter.consume(checks);
      const { linkOrigin } = request;
      afterResponse(reply, 'password recovery mail', () =>
        sendPasswordResetLink(services, email, linkOrigin),
      );
      return { message: RECOVERY_SENT };
    },
  );

  api.post(
    '/reset-password',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; signs the user out everywhere',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(services, request.body);
      return { message: RESET_DONE };
    },
  );
};
