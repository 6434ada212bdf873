// Phone verification by SMS: a 6-digit code, stored hashed, valid 10 minutes, single use, at most
// 5 attempts; a new code retires the previous one. Success stores the number as verified.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  MessageResponse,
  SendVerificationSmsBody,
  UserData,
  VerifyPhoneNumberBody,
} from '@contract/schemas/auth';
import { addMs, MINUTE } from '../http/clock';
import { ErrorResponseRef } from '../errors/errorResponse';
import { HttpError, ValidationError } from '../errors/HttpError';
import { phoneVerificationCodes, users } from '../db/schema';
import type { AuthServices } from '../auth/authServices';
import { SMS_PER_ADDRESS, SMS_PER_USER } from '../http/rateLimiter';
import { authOf, requireAuth } from '../auth/requireRole';
import { randomDigits, sameDigest, sha256Hex } from '../auth/secrets';
import { findUserById, userView } from '../auth/userService';
import { SmsDeliveryError } from '../sms/smsSender';
import { maskPhoneNumber, normalisePhoneNumber, PHONE_FORMAT_INVALID } from './phoneNumber';
import { verificationSmsText } from './verificationSms';

export const CODE_LIFETIME_MS = 10 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_INVALID = 'The verification code is invalid or has expired.';

const errors = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  422: ErrorResponseRef,
  429: ErrorResponseRef,
  503: ErrorResponseRef,
};

function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

export const phoneVerificationRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (
  api,
  { db, clock, sms, limiter },
) => {
  api.post(
    '/send-verification-sms',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Text a verification code to the given number (or the stored one)',
        security: [{ bearerAuth: [] }],
        body: SendVerificationSmsBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const user = await findUserById(db, auth.userId);
      if (!user) throw new HttpError(401, 'Unauthenticated.');
      const given = request.body.phone_number;
      const phone = given === undefined ? user.phoneNumber : normalisePhoneNumber(given);
      if (phone === null) {
        throw new ValidationError({ phone_number: ['The phone number field is required.'] });
      }
      if (phone === undefined) throw new ValidationError({ phone_number: [PHONE_FORMAT_INVALID] });

      const checks = [
        [SMS_PER_USER, String(user.id)],
        [SMS_PER_ADDRESS, request.ip],
      ] as const;
      await limiter.assertAllowed(reply, checks);
      await limiter.hitAll(checks);

      const code = randomDigits(6);
      const now = clock.now();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx
          .update(phoneVerificationCodes)
          .set({ usedAt: now })
          .where(
            and(eq(phoneVerificationCodes.userId, user.id), isNull(phoneVerificationCodes.usedAt)),
          );
        await tx.insert(phoneVerificationCodes).values({
          id,
          userId: user.id,
          phoneNumber: phone,
          codeHash: codeHash(id, code),
          createdAt: now,
          expiresAt: addMs(now, CODE_LIFETIME_MS),
        });
      });
      try {
        await sms.send(phone, verificationSmsText(code, user.language));
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        request.log.error({ err: error }, 'sms: delivery failed');
        throw new HttpError(503, 'We could not send the text message. Please try again later.');
      }
      return { message: `We have sent a verification code to ${maskPhoneNumber(phone)}.` };
    },
  );

  api.post(
    '/verify-phone-number',
    {
      preValidation: requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Confirm the phone number with the code from the text message',
        security: [{ bearerAuth: [] }],
        body: VerifyPhoneNumberBody,
        response: { 200: UserData, ...errors },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const now = clock.now();
      const code = request.body.code.trim();
      // Not six digits cannot be right: refuse without spending an attempt.
      if (!/^\d{6}$/.test(code)) throw new ValidationError({ code: [CODE_INVALID] });
      const verified = await db.transaction(async (tx) => {
        const [latest] = await tx
          .select({ id: phoneVerificationCodes.id })
          .from(phoneVerificationCodes)
          .where(
            and(
              eq(phoneVerificationCodes.userId, userId),
              isNull(phoneVerificationCodes.usedAt),
              gt(phoneVerificationCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(phoneVerificationCodes.createdAt))
          .limit(1);
        if (!latest) return false;
        // Count the attempt in the same statement that checks the limit, so parallel guesses
        // cannot exceed it.
        const [active] = await tx
          .update(phoneVerificationCodes)
          .set({ attempts: sql`${phoneVerificationCodes.attempts} + 1` })
          .where(
            and(
              eq(phoneVerificationCodes.id, latest.id),
              lt(phoneVerificationCodes.attempts, MAX_CODE_ATTEMPTS),
            ),
          )
          .returning();
        if (!active || !sameDigest(active.codeHash, codeHash(active.id, code))) return false;
        await tx
          .update(phoneVerificationCodes)
          .set({ usedAt: now })
          .where(eq(phoneVerificationCodes.id, active.id));
        await tx
          .update(users)
          .set({ phoneNumber: active.phoneNumber, isVerifiedPhoneNumber: true, updatedAt: now })
          .where(eq(users.id, userId));
        return true;
      });
      if (!verified) throw new ValidationError({ code: [CODE_INVALID] });
      return { data: await userView(db, userId) };
    },
  );
};
