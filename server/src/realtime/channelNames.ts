// Channel and socket id rules of the Pusher protocol, shared by the server and /broadcasting.

/** Pusher's channel name alphabet and length limit. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
/** The per-user channel pusher-js subscribes to after pusher:signin. */
const SERVER_TO_USER = /^#server-to-user-([A-Za-z0-9_\-=@,.;]{1,140})$/;
const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

export type ChannelKind = 'public' | 'private' | 'presence' | 'user';

export function isSocketId(value: string): boolean {
  return SOCKET_ID.test(value);
}

export function channelKind(name: string): ChannelKind | null {
  if (SERVER_TO_USER.test(name)) return 'user';
  if (!CHANNEL_NAME.test(name)) return null;
  if (name.startsWith('private-encrypted-')) return null; // not implemented (see README)
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** The id in `#server-to-user-{id}`, or null for any other channel. */
export function serverToUserId(name: string): string | null {
  return SERVER_TO_USER.exec(name)?.[1] ?? null;
}

/** A user's own private channel (Laravel's App.Models.User.{id} with the public uuid). */
export function userChannel(publicId: string): string {
  return `private-App.Models.User.${publicId}`;
}
