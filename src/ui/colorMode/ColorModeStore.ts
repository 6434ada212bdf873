import {
  applyColorMode,
  COLOR_MODE_STORAGE_KEY,
  parseColorModePreference,
  PREFERS_DARK_QUERY,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
} from './colorMode';

export interface ColorModeState {
  preference: ColorModePreference;
  forced: ColorMode | null;
  /** The mode actually shown. */
  mode: ColorMode;
}

/** The part of a MediaQueryList the store uses. */
export interface SystemDarkQuery {
  matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

/** What the store needs from the browser; tests pass fakes, the server passes nothing. */
export interface ColorModeEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  prefersDark?: SystemDarkQuery | null;
  root?: HTMLElement | null;
}

/**
 * The colour mode preference, persisted in storage, resolved against the system setting and a
 * page's forced mode, and applied to the document root. A plain observable class so React (through
 * useSyncExternalStore) and, later, a MobX root store can both subscribe to it.
 */
export class ColorModeStore {
  private state: ColorModeState;
  private readonly listeners = new Set<() => void>();
  private systemPrefersDark: boolean;

  constructor(private readonly env: ColorModeEnvironment = {}) {
    this.systemPrefersDark = env.prefersDark?.matches ?? false;
    const preference = parseColorModePreference(this.readStorage());
    this.state = this.compute(preference, null);
  }

  getState = (): ColorModeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1)
      this.env.prefersDark?.addEventListener('change', this.onSystemChange);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.env.prefersDark?.removeEventListener('change', this.onSystemChange);
      }
    };
  };

  setPreference(value: ColorModePreference): void {
    const preference = parseColorModePreference(value);
    try {
      this.env.storage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
    } catch {
      // Storage full or blocked (private mode): the choice still applies to this page view.
    }
    this.update(preference, this.state.forced);
  }

  /** A page forcing light or dark; null gives control back to the preference. */
  setForced(mode: ColorMode | null): void {
    this.update(this.state.preference, mode);
  }

  /** Another tab changed the stored preference. */
  syncFromStorage(): void {
    this.update(parseColorModePreference(this.readStorage()), this.state.forced);
  }

  private onSystemChange = (event: { matches: boolean }): void => {
    this.systemPrefersDark = event.matches;
    this.update(this.state.preference, this.state.forced);
  };

  private readStorage(): string | null {
    try {
      return this.env.storage?.getItem(COLOR_MODE_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private compute(preference: ColorModePreference, forced: ColorMode | null): ColorModeState {
    return {
      preference,
      forced,
      mode: resolveColorMode(preference, this.systemPrefersDark, forced),
    };
  }

  private update(preference: ColorModePreference, forced: ColorMode | null): void {
    const next = this.compute(preference, forced);
    if (this.env.root) applyColorMode(this.env.root, next.mode);
    const s = this.state;
    if (s.preference === next.preference && s.forced === next.forced && s.mode === next.mode)
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The store for the running browser, or an inert one during server rendering. */
export function createColorModeStore(): ColorModeStore {
  if (typeof window === 'undefined') return new ColorModeStore();
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return new ColorModeStore({
    storage,
    prefersDark:
      typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_DARK_QUERY) : null,
    root: document.documentElement,
  });
}
