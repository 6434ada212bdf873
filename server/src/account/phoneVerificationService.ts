// Phone verification by SMS: a 6-digit code, stored hashed, valid 10 minutes, single use, at most
// 5 attempts; a new code retires the previous one. Success stores the number as verified.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findUserById, type UserRow } from '../auth';
import { randomDigits, sameDigest, sha256Hex } from '../http/secrets';
import type { Database } from '../db/openDatabase';
import { phoneVerificationCodes, users } from '../db/schema';
import { HttpError, ValidationError } from '../errors/HttpError';
import { addMs, MINUTE, type Clock } from '../http/clock';
import { SmsDeliveryError, type SmsSender } from '../sms/smsSender';
import { normalisePhoneNumber, PHONE_FORMAT_INVALID } from './phoneNumber';
import { verificationSmsText } from './verificationSms';

export const CODE_LIFETIME_MS = 10 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_INVALID = 'The verification code is invalid or has expired.';

export interface PhoneVerificationDeps {
  db: Database;
  clock: Clock;
  sms: SmsSender;
}

function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

/**
 * The signed-in user and the number to verify: the one given (normalised) or, without one, the
 * stored one. 401 when the account is gone; 422 for a missing or malformed number.
 */
export async function verificationTarget(
  db: Database,
  userId: number,
  given: string | undefined,
): Promise<{ user: UserRow; phone: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  const phone = given === undefined ? user.phoneNumber : normalisePhoneNumber(given);
  if (phone === null) {
    throw new ValidationError({ phone_number: ['The phone number field is required.'] });
  }
  if (phone === undefined) throw new ValidationError({ phone_number: [PHONE_FORMAT_INVALID] });
  return { user, phone };
}

/**
 * Stores a new code for `phone` (retiring the user's earlier ones) and texts it in the user's
 * language. A provider that refuses the message is logged and answered 503.
 */
export async function sendVerificationCode(
  { db, clock, sms }: PhoneVerificationDeps,
  user: Pick<UserRow, 'id' | 'language'>,
  phone: string,
  log: FastifyBaseLogger,
): Promise<void> {
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
    log.error({ err: error }, 'sms: delivery failed');
    throw new HttpError(503, 'We could not send the text message. Please try again later.');
  }
}

/**
 * Checks `rawCode` against the user's newest live code, counting the attempt, and on a match
 * stores its number as the user's verified number. Anything else is a ValidationError.
 */
export async function verifyPhoneNumber(
  { db, clock }: Pick<PhoneVerificationDeps, 'db' | 'clock'>,
  userId: number,
  rawCode: string,
): Promise<void> {
  const now = clock.now();
  const code = rawCode.trim();
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
}
