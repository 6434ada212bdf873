import { createContext, useContext, type ReactNode } from 'react';
import { ModalStoreProvider } from '../ui/modals/ModalStoreContext';
import type { RootStore } from './RootStore';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoreContext.Provider value={store}>
      <ModalStoreProvider value={store.modals}>{children}</ModalStoreProvider>
    </StoreContext.Provider>
  );
}

/** The root store of the app; components read feature stores from it. */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores must be used inside StoreProvider');
  return store;
}

/** The root store where there is one: headers shared with the static public pages have none. */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext);
}
