// GET notifications, PUT notifications/mark-as-read, PUT notifications/mark-as-read/{id}: the
// caller's own notifications only (another user's id is a 404, as an unknown one).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  NotificationList,
  NotificationParams,
  NotificationResponse,
} from '@contract/schemas/notifications';
import { authenticateFrom, authOf, requireAuth, tokenCheckOf, tokenInRead } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';
import type { NotificationService } from './notificationService';
import { SIGNED_IN } from '../http/routeAccess';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

const errors = { 401: ErrorResponseRef, 404: ErrorResponseRef };

export const notificationRoutes: FastifyPluginAsyncTypebox<{
  notifications: NotificationService;
}> = async (api, { notifications }) => {
  api.get(
    '/notifications',
    {
      config: { access: SIGNED_IN },
      // The token is checked in the list's own statement: one round trip (tokenInRead).
      preValidation: tokenInRead(requireAuth),
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (at most 50), and the unread count",
        security: [{ bearerAuth: [] }],
        response: { 200: NotificationList, 401: ErrorResponseRef },
      },
    },
    async (request) => {
      const check = tokenCheckOf(request);
      const { owner, data, unreadCount } = await notifications.listOfTokenOwner(check);
      await authenticateFrom(request, check, owner);
      return { data, meta: { unread_count: unreadCount } };
    },
  );

  api.put(
    '/notifications/mark-as-read',
    {
      config: { access: SIGNED_IN },
      preValidation: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "Mark all of the caller's notifications read",
        security: [{ bearerAuth: [] }],
        response: { 204: Type.Null(), 401: ErrorResponseRef },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(authOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/notifications/mark-as-read/:id',
    {
      preValidation: requireAuth,
      config: { notFoundMessage: NOTIFICATION_NOT_FOUND, access: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the caller's notifications read",
        security: [{ bearerAuth: [] }],
        params: NotificationParams,
        response: { 200: NotificationResponse, ...errors },
      },
    },
    async (request) => {
      const notification = await notifications.markRead(authOf(request).userId, request.params.id);
      if (notification === undefined) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      return { data: notification };
    },
  );
};
