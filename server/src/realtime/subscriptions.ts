// pusher:subscribe: which channel a connection may join. Public channels are open; user channels
// need the matching pusher:signin; private and presence channels need the auth signature of this
// socket (presence: with channel_data naming the member, and room in the channel).
import { channelKind, serverToUserId } from './channelNames';
import type { ChannelRegistry } from './channelRegistry';
import {
  isRecord,
  parseData,
  sendError,
  subscriptionError,
  type Connection,
  type PusherApp,
  type PusherServerLimits,
} from './pusherConnection';
import { authMatches, channelAuth } from './pusherSignatures';

export interface SubscriptionContext {
  app: PusherApp;
  limits: PusherServerLimits;
  channels: ChannelRegistry;
}

export function subscribe(
  { app, limits, channels }: SubscriptionContext,
  connection: Connection,
  data: Record<string, unknown>,
): void {
  const channel = typeof data.channel === 'string' ? data.channel : '';
  const kind = channelKind(channel);
  if (kind === null) {
    sendError(connection, 4009, `Invalid channel name ${JSON.stringify(channel.slice(0, 200))}`);
    return;
  }
  if (connection.subscriptions.has(channel)) {
    channels.succeeded(connection, channel);
    return;
  }
  if (connection.subscriptions.size >= limits.maxChannelsPerConnection) {
    sendError(connection, 4009, 'Too many channels on one connection');
    return;
  }
  let memberId: string | null = null;
  let memberInfo: unknown = undefined;
  if (kind === 'user') {
    if (connection.userId === null || serverToUserId(channel) !== connection.userId) {
      subscriptionError(connection, channel, 'Sign in as this user first');
      return;
    }
  } else if (kind === 'private' || kind === 'presence') {
    const channelData = kind === 'presence' ? data.channel_data : undefined;
    if (kind === 'presence' && typeof channelData !== 'string') {
      subscriptionError(connection, channel, 'Presence channels need channel_data');
      return;
    }
    const expected = channelAuth(
      app.key,
      app.secret,
      connection.socketId,
      channel,
      channelData as string | undefined,
    );
    if (!authMatches(data.auth, expected)) {
      subscriptionError(connection, channel, 'Invalid signature');
      return;
    }
    if (kind === 'presence') {
      const parsed = parseData(channelData as string);
      const userId = isRecord(parsed) ? parsed.user_id : undefined;
      if (!(typeof userId === 'string' && userId !== '') && typeof userId !== 'number') {
        subscriptionError(connection, channel, 'channel_data must contain a user_id');
        return;
      }
      memberId = String(userId);
      memberInfo = isRecord(parsed) ? parsed.user_info : undefined;
      if (!channels.hasRoomFor(channel, memberId, limits.maxPresenceMembers)) {
        subscriptionError(connection, channel, 'Presence channel is full');
        return;
      }
    }
  }
  channels.join(connection, channel, memberId, memberInfo);
}
