// Bodies and answers of /broadcasting/auth and /broadcasting/user-auth (Laravel's locations; what
// pusher-js's channelAuthorization and userAuthentication send and expect).
import { Type, type Static } from '@sinclair/typebox';

export const ChannelAuthBody = Type.Object({
  socket_id: Type.String({ minLength: 1, description: 'The socket id pusher-js was given.' }),
  channel_name: Type.String({ minLength: 1, description: 'e.g. private-App.Models.User.{id}' }),
});
export type ChannelAuthBody = Static<typeof ChannelAuthBody>;

export const ChannelAuthResponse = Type.Object(
  {
    auth: Type.String({ description: '"<app key>:<HMAC-SHA256 hex>"' }),
    channel_data: Type.Optional(
      Type.String({ description: 'Presence channels: JSON {user_id, user_info}.' }),
    ),
  },
  { title: 'ChannelAuthResponse' },
);
export type ChannelAuthResponse = Static<typeof ChannelAuthResponse>;

export const UserAuthBody = Type.Object({
  socket_id: Type.String({ minLength: 1, description: 'The socket id pusher-js was given.' }),
});
export type UserAuthBody = Static<typeof UserAuthBody>;

export const UserAuthResponse = Type.Object(
  {
    auth: Type.String({ description: '"<app key>:<HMAC-SHA256 hex>"' }),
    user_data: Type.String({ description: 'JSON {"id": "<user uuid>", "user_info": {"name"}}' }),
  },
  { title: 'UserAuthResponse' },
);
export type UserAuthResponse = Static<typeof UserAuthResponse>;
