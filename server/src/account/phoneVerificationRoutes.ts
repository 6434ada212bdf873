// Phone verification by SMS (phoneVerificationService.ts): text a code, then confirm it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageResponse,
  SendVerificationSmsBody,
  UserData,
  VerifyPhoneNumberBody,
} from '@contract/schemas/auth';
import { authOf, type AuthServices, requireAuth, userView } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { SMS_PER_ADDRESS, SMS_PER_USER } from '../http/rateLimiter';
import { maskPhoneNumber } from './phoneNumber';
import {
  sendVerificationCode,
  verificationTarget,
  verifyPhoneNumber,
} from './phoneVerificationService';
import { SIGNED_IN } from '../http/routeAccess';

const errors = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  422: ErrorResponseRef,
  429: ErrorResponseRef,
  503: ErrorResponseRef,
};

export const phoneVerificationRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (
  api,
  services,
) => {
  const { db, limiter } = services;

  api.post(
    '/send-verification-sms',
    {
      config: { access: SIGNED_IN },
      preValidation: requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Text a verification code to the given number (or the stored one)',
        security: [{ bearerAuth: [] }],
        body: SendVerificationSmsBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const { user, phone } = await verificationTarget(
        db,
        authOf(request).userId,
        request.body.phone_number,
      );
      // Checked after validation: a typo in the number does not use up the allowance.
      const checks = [
        [SMS_PER_USER, String(user.id)],
        [SMS_PER_ADDRESS, request.ip],
      ] as const;
      await limiter.consume(checks);
      await sendVerificationCode(services, user, phone, request.log);
      return { message: `We have sent a verification code to ${maskPhoneNumber(phone)}.` };
    },
  );

  api.post(
    '/verify-phone-number',
    {
      config: { access: SIGNED_IN },
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
      await verifyPhoneNumber(services, userId, request.body.code);
      return { data: await userView(db, userId) };
    },
  );
};
