// Who may join which channel (Laravel's routes/channels.php). Only the user's own channels exist
// so far: private-App.Models.User.{uuid} carries their notifications, and the presence twin
// presence-App.Models.User.{uuid} lets one user's open tabs and devices see each other.
import type { AuthContext } from '../auth/authContext';
import { channelKind } from './channelNames';

const USER_CHANNEL = /^(?:private|presence)-App\.Models\.User\.([0-9a-f-]{36})$/;

export type ChannelVerdict = 'invalid' | 'forbidden' | 'private' | 'presence';

export function authorizeChannel(auth: AuthContext, channel: string): ChannelVerdict {
  const kind = channelKind(channel);
  if (kind === null || kind === 'user') return 'invalid';
  // Public channels need no signature; asking for one is a client mistake, not a permission.
  if (kind === 'public') return 'invalid';
  const owner = USER_CHANNEL.exec(channel)?.[1];
  if (owner === undefined || owner !== auth.publicId) return 'forbidden';
  return kind;
}
