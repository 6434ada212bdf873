import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../app/core/appPaths';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';

/**
 * Starts the realtime client when a user is signed in (user loaded) and stops it on sign-out.
 * Inside an effect, so laravel-echo and pusher-js load only in the browser. The connection
 * belongs to the root store (one per tab), so moving between app pages keeps it open.
 */
export function RealtimeConnection() {
  const stores = useStores();
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
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
  // An admin disabled the account: its sessions are already revoked on the server; this tab
  // signs out at once and says why, instead of failing on its next request.
  useEffect(
    () =>
      reaction(
        () => stores.realtime.accountDisabled,
        (disabled) => {
          if (!disabled) return;
          void (async () => {
            await stores.signOut();
            stores.toasts.show({ type: 'warning', message: t('admin.sessionEnded.disabled') });
            await nav.go(LOGIN_PATH);
          })();
        },
      ),
    [stores, t, nav],
  );
  return null;
}
