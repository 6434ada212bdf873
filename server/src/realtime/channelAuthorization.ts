// Who may join which channel (Laravel's routes/channels.php): private-App.Models.User.{uuid}
// carries the user's notifications, and the presence twin presence-App.Models.User.{uuid} lets
// one user's open tabs and devices see each other; private-admin carries what every admin and
// super-admin watches live (the site build's state).
import type { AuthContext } from '../auth/authContext';
import { channelKind } from './channelNames';

const USER_CHANNEL = /^(?:private|presence)-App\.Models\.User\.([0-9a-f-]{36})$/;
/** The admins' channel (laravel-echo's `echo.private('admin')`). */
export const ADMIN_CHANNEL = 'private-admin';

export type ChannelVerdict = 'invalid' | 'forbidden' | 'private' | 'presence';

export function authorizeChannel(auth: AuthContext, channel: string): ChannelVerdict {
  const kind = channelKind(channel);
  if (kind === null || kind === 'user') return 'invalid';
  // Public channels need no signature; asking for one is a client mistake, not a permission.
  if (kind === 'public') return 'invalid';
  if (channel === ADMIN_CHANNEL) {
    const isAdmin = auth.roles.some((role) => role.name === 'admin' || role.name === 'super-admin');
    return isAdmin ? 'private' : 'forbidden';
  }
  const owner = USER_CHANNEL.exec(channel)?.[1];
  if (owner === undefined || owner !== auth.publicId) return 'forbidden';
  return kind;
}
