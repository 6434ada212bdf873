import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { COLOR_MODE_STORAGE_KEY, type ColorMode, type ColorModePreference } from './colorMode';
import { ColorModeStore, createColorModeStore, type ColorModeState } from './ColorModeStore';

const ColorModeContext = createContext<ColorModeStore | null>(null);

// What the server rendered: the inline head script has already painted the right mode, and React
// must hydrate against the same markup before it reads the stored preference.
const SERVER_STATE: ColorModeState = { preference: 'system', forced: null, mode: 'light' };

export function ColorModeProvider({
  children,
  store: given,
}: {
  children: ReactNode;
  store?: ColorModeStore;
}) {
  const [store] = useState(() => given ?? createColorModeStore());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY) store.syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <ColorModeContext.Provider value={store}>{children}</ColorModeContext.Provider>;
}

function useStore(): ColorModeStore {
  const store = useContext(ColorModeContext);
  if (!store) throw new Error('useColorMode must be used inside ColorModeProvider');
  return store;
}

export function useColorMode(): ColorModeState & {
  setPreference: (value: ColorModePreference) => void;
} {
  const store = useStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, () => SERVER_STATE);
  // The first client render must match the server markup; the stored preference is shown by the
  // render after mount. (Not every renderer honours getServerSnapshot while hydrating — Preact,
  // which serves our production bundle, does not — so this does not rely on it.)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return {
    ...(hydrated ? state : SERVER_STATE),
    setPreference: (value) => store.setPreference(value),
  };
}

/** Lets a page force light or dark while it is shown (spec: a page may force a mode). */
export function useForcedColorMode(mode: ColorMode | undefined): void {
  const store = useStore();
  useEffect(() => {
    if (!mode) return;
    store.setForced(mode);
    return () => store.setForced(null);
  }, [store, mode]);
}
