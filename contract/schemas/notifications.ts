// The notification a user sees (GET notifications, the realtime broadcast payload).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

export const NotificationData = Type.Object(
  {
    title: Type.String(),
    body: Type.String(),
    action_url: Nullable(
      Type.String({ description: 'Site path without locale prefix, e.g. /my-pets/create.' }),
    ),
  },
  { title: 'NotificationData' },
);
export type NotificationData = Static<typeof NotificationData>;

export const Notification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.String({ description: 'Short kind, e.g. "welcome".' }),
    data: NotificationData,
    read_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Notification' },
);
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Object(
  {
    data: Type.Array(Notification, { description: 'Newest first, at most 50.' }),
    meta: Type.Object({ unread_count: Type.Integer({ minimum: 0 }) }),
  },
  { title: 'NotificationList' },
);
export type NotificationList = Static<typeof NotificationList>;

export const NotificationResponse = Type.Object(
  { data: Notification },
  { title: 'NotificationResponse' },
);
export type NotificationResponse = Static<typeof NotificationResponse>;

export const NotificationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
