import { createContext, useContext } from 'react';
import type { ModalStore } from './ModalStore';

const ModalStoreContext = createContext<ModalStore | null>(null);

/** Gives the modals below it their store (the root store's, through StoreProvider). */
export const ModalStoreProvider = ModalStoreContext.Provider;

/** The modal store of the app; modals open, close and stack through it. */
export function useModalStore(): ModalStore {
  const store = useContext(ModalStoreContext);
  if (!store) throw new Error('useModalStore must be used inside ModalStoreProvider');
  return store;
}
