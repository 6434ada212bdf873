// Who is subscribed to which channel, and the members of presence channels: joining and leaving
// (members hear of a member once, however many sockets it opens), the subscription's answer with
// the presence list, and delivering an event to a channel's subscribers.
import { send, type Connection } from './pusherConnection';

interface Member {
  info: unknown;
  sockets: Set<Connection>;
}

interface ChannelState {
  sockets: Set<Connection>;
  /** Presence channels only: members by user_id. */
  members: Map<string, Member>;
}

export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();

  /** Whether a presence channel can take `memberId` (already in, or not yet full). */
  hasRoomFor(channel: string, memberId: string, maxMembers: number): boolean {
    const members = this.channels.get(channel)?.members;
    return !(members && !members.has(memberId) && members.size >= maxMembers);
  }

  join(connection: Connection, channel: string, memberId: string | null, info: unknown): void {
    let state = this.channels.get(channel);
    if (!state) {
      state = { sockets: new Set(), members: new Map() };
      this.channels.set(channel, state);
    }
    state.sockets.add(connection);
    connection.subscriptions.set(channel, memberId);
    if (memberId !== null) {
      const member = state.members.get(memberId);
      if (member) member.sockets.add(connection);
      else {
        state.members.set(memberId, { info, sockets: new Set([connection]) });
        // Everyone else hears of a new member once, however many sockets it opens.
        const frame = JSON.stringify({
          event: 'pusher_internal:member_added',
          channel,
          data: JSON.stringify({ user_id: memberId, user_info: info }),
        });
        for (const other of state.sockets) if (other !== connection) other.ws.send(frame);
      }
    }
    this.succeeded(connection, channel);
  }

  /** pusher_internal:subscription_succeeded, with the members of a presence channel. */
  succeeded(connection: Connection, channel: string): void {
    const state = this.channels.get(channel);
    let data: object = {};
    if (channel.startsWith('presence-') && state) {
      const hash: Record<string, unknown> = {};
      for (const [id, member] of state.members) hash[id] = member.info ?? null;
      data = { presence: { ids: Object.keys(hash), hash, count: state.members.size } };
    }
    send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify(data),
    });
  }

  leave(connection: Connection, channel: string): void {
    if (!connection.subscriptions.has(channel)) return;
    const memberId = connection.subscriptions.get(channel) ?? null;
    connection.subscriptions.delete(channel);
    const state = this.channels.get(channel);
    if (!state) return;
    state.sockets.delete(connection);
    if (memberId !== null) {
      const member = state.members.get(memberId);
      member?.sockets.delete(connection);
      if (member && member.sockets.size === 0) {
        state.members.delete(memberId);
        const frame = JSON.stringify({
          event: 'pusher_internal:member_removed',
          channel,
          data: JSON.stringify({ user_id: memberId }),
        });
        for (const other of state.sockets) other.ws.send(frame);
      }
    }
    if (state.sockets.size === 0) this.channels.delete(channel);
  }

  /** Delivers an event to every subscriber of the channel but the excluded socket. */
  publish(channel: string, event: string, data: string, exceptSocketId?: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    // Encoded once: ws would otherwise convert the string again for every socket.
    const frame = Buffer.from(JSON.stringify({ event, channel, data }));
    for (const connection of state.sockets) {
      if (connection.socketId !== exceptSocketId) connection.ws.send(frame, { binary: false });
    }
  }

  /** Sends an encoded frame to the channel's other subscribers (a client event). */
  relay(channel: string, from: Connection, text: string): void {
    for (const other of this.channels.get(channel)?.sockets ?? []) {
      if (other !== from) other.ws.send(text);
    }
  }

  clear(): void {
    this.channels.clear();
  }
}
