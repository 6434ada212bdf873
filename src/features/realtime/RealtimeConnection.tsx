import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoreProvider';

/**
 * Starts the realtime client when a user is signed in (user loaded) and stops it on sign-out.
 * Inside an effect, so laravel-echo and pusher-js load only in the browser. The connection
 * belongs to the root store (one per tab), so moving between app pages keeps it open.
 */
export function RealtimeConnection() {
  const stores = useStores();
  useEffect(
    () =>
      reaction(
        () => stores.auth.user?.id ?? null,
        (userId) => {
          if (userId) {
            // Signed in without a page load (sign-in form): the list is not there yet.
            if (!stores.notifications.loaded) void stores.notifications.fetch();
            void stores.realtime.start(userId);
          } else {
            stores.realtime.stop();
          }
        },
        { fireImmediately: true },
      ),
    [stores],
  );
  return null;
}
