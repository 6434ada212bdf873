// Password recovery: request a reset link by e-mail, then set a new password with it.
// The request answers the same message whatever the address, rate limits count by address text
// (not by account), and unknown addresses cost the same work, so nothing reveals who has an
// account. Reset tokens: 256 random bits, stored as sha256, single use, valid 60 minutes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MessageResponse, RecoverPasswordBody, ResetPasswordBody } from '@contract/schemas/auth';
import { passwordResetTokens, users } from '../db/schema';
import { inTransaction } from '../db/unitOfWork';
import { ErrorResponseRef } from '../errors/errorResponse';
import { ValidationError, type FieldErrors } from '../errors/HttpError';
import { passwordResetMail } from '../mail/authMails';
import type { AuthServices } from './authServices';
import { revokeAllTokens } from './authTokens';
import { addMs, HOUR } from '../http/clock';
import { hashPassword } from './passwordHash';
import { addPasswordErrors } from './passwordPolicy';
import { RECOVERY_PER_ACCOUNT, RECOVERY_PER_ADDRESS } from '../http/rateLimiter';
import { randomToken, sha256Hex } from './secrets';
import { findUserByEmail, normaliseEmail } from './userService';

export const RESET_TOKEN_LIFETIME_MS = HOUR;
export const RECOVERY_SENT =
  'If an account exists for that e-mail address, we have sent a link to reset the password.';
export const RESET_DONE = 'Your password has been reset.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';

const errors = { 422: ErrorResponseRef, 429: ErrorResponseRef };

export const passwordResetRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (
  api,
  { db, clock, config, mailer, limiter },
) => {
  api.post(
    '/recover-password',
    {
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
      await limiter.assertAllowed(reply, checks);
      await limiter.hitAll(checks);

      const token = randomToken();
      const tokenHash = sha256Hex(token);
      const user = await findUserByEmail(db, email);
      if (user) {
        const now = clock.now();
        // The link and its mail commit together: no working link that was never sent.
        await inTransaction(db, async (unit) => {
          const tx = unit.tx;
          // Only the newest link works: older unused ones are retired.
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: now })
            .where(
              and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)),
            );
          await tx.insert(passwordResetTokens).values({
            tokenHash,
            userId: user.id,
            createdAt: now,
            expiresAt: addMs(now, RESET_TOKEN_LIFETIME_MS),
          });
          await mailer.queue(
            passwordResetMail({
              to: user.email,
              name: user.name,
              language: user.language,
              publicUrl: config.publicUrl,
              token,
            }),
            unit,
          );
        });
      }
      return { message: RECOVERY_SENT };
    },
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; signs the user out everywhere',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const fieldErrors: FieldErrors = {};
      addPasswordErrors(fieldErrors, body.password, body.password_confirmation);
      if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);

      const passwordHash = await hashPassword(body.password);
      const now = clock.now();
      const user = await findUserByEmail(db, body.email);
      const done = await db.transaction(async (tx) => {
        if (!user) return false;
        // Claiming the token and checking it is one statement, so it can be used only once even
        // by two concurrent requests.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256Hex(body.token)),
              eq(passwordResetTokens.userId, user.id),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (!claimed) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        await revokeAllTokens(tx, clock, user.id);
        return true;
      });
      if (!done) throw new ValidationError({ token: [RESET_TOKEN_INVALID] });
      return { message: RESET_DONE };
    },
  );
};
