import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoreProvider';
import { registerServiceWorker } from './offlineApp';

/**
 * In the app shell: once someone is signed in (or a session exists while offline), the service
 * worker is registered. Public pages never load this, so they carry no service worker code.
 */
export const OfflineApp = observer(function OfflineApp() {
  const { auth } = useStores();
  const active = auth.isLoggedIn || (auth.unreachable && auth.token !== null);
  useEffect(() => {
    if (active) registerServiceWorker();
  }, [active]);
  return null;
});
