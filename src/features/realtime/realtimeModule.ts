import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { RealtimeClient } from './RealtimeClient';

/** The live connection: what arrives goes into the notifications store. */
export const realtimeModule = defineWebFeature({
  name: 'realtime',
  stores: {
    realtime: {
      // Takes the notifications store as it is built: notifications come first in the registry.
      create: ({ root, options }: StoreContext): RealtimeClient =>
        new RealtimeClient({
          config: options.realtime ?? null,
          headers: () => root.http.headers('POST'),
          notifications: root.notifications,
        }),
      // Stopped before the session ends, so nothing arrives for a user who has left.
      clear: (realtime) => realtime.stop(),
      holdsNoUserData: 'the socket; what it receives goes into the notifications store',
    },
  },
});
