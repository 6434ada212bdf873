// POST /broadcasting/auth and /broadcasting/user-auth: signs a socket's access to the caller's own
// channels and its pusher:signin. Bearer auth as on the API; bodies as form fields (what pusher-js
// sends) or JSON; errors in the API's shape.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@contract/schemas/errors';
import {
  ChannelAuthBody,
  ChannelAuthResponse,
  UserAuthBody,
  UserAuthResponse,
} from '@contract/schemas/broadcasting';
import type { Clock } from '../http/clock';
import { authOf, requireAuth } from '../auth/requireRole';
import { findUserById } from '../auth/userService';
import type { RealtimeConfig } from './realtimeConfig';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { HttpError, ValidationError } from '../errors/HttpError';
import { registerErrorHandlers } from '../errors/registerErrorHandlers';
import { compileRequestValidator } from '../http/requestValidator';
import { authorizeChannel } from './channelAuthorization';
import { isSocketId } from './channelNames';
import { channelAuth, userAuth } from './pusherSignatures';
import { SIGNED_IN } from '../http/routeAccess';

export interface BroadcastingOptions {
  db: Database;
  clock: Clock;
  realtime: RealtimeConfig;
}

const FORM_BODY_LIMIT = 8 * 1024;
const errors = { 401: ErrorResponseRef, 403: ErrorResponseRef, 422: ErrorResponseRef };

function assertSocketId(socketId: string): void {
  if (!isSocketId(socketId)) {
    throw new ValidationError({ socket_id: ['The socket id field format is invalid.'] });
  }
}

export const broadcastingRoutes: FastifyPluginAsyncTypebox<BroadcastingOptions> = async (
  api,
  { db, clock, realtime },
) => {
  // This plugin lives outside /api, so it brings the auth guard's dependencies and the error
  // handlers of its own.
  api.decorate('authDeps', { db, clock });
  api.decorateRequest('auth', null);
  api.addSchema(ErrorResponse);
  registerErrorHandlers(api);
  api.setValidatorCompiler(compileRequestValidator);
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const userName = async (userId: number): Promise<string> =>
    (await findUserById(db, userId))?.name ?? '';

  api.post(
    '/auth',
    {
      config: { access: SIGNED_IN },
      preValidation: requireAuth,
      schema: {
        tags: ['realtime'],
        summary: "Authorise a socket's subscription to one of the caller's channels",
        body: ChannelAuthBody,
        response: { 200: ChannelAuthResponse, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      assertSocketId(socketId);
      const verdict = authorizeChannel(auth, channel);
      if (verdict === 'invalid') {
        throw new ValidationError({
          channel_name: ['The channel name must be a private or presence channel.'],
        });
      }
      if (verdict === 'forbidden') throw new HttpError(403, 'This action is unauthorized.');
      if (verdict === 'private') {
        return { auth: channelAuth(realtime.key, realtime.secret, socketId, channel) };
      }
      const channelData = JSON.stringify({
        user_id: auth.publicId,
        user_info: { name: await userName(auth.userId) },
      });
      return {
        auth: channelAuth(realtime.key, realtime.secret, socketId, channel, channelData),
        channel_data: channelData,
      };
    },
  );

  api.post(
    '/user-auth',
    {
      config: { access: SIGNED_IN },
      preValidation: requireAuth,
      schema: {
        tags: ['realtime'],
        summary: 'Authenticate the caller on a socket (pusher:signin)',
        body: UserAuthBody,
        response: { 200: UserAuthResponse, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const socketId = request.body.socket_id;
      assertSocketId(socketId);
      const userData = JSON.stringify({
        id: auth.publicId,
        user_info: { name: await userName(auth.userId) },
      });
      return {
        auth: userAuth(realtime.key, realtime.secret, socketId, userData),
        user_data: userData,
      };
    },
  );
};
