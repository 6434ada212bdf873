import { colorModeScript } from './colorModeScript';
import { COLOR_MODE_STORAGE_KEY, FORCED_COLOR_MODE_ATTRIBUTE } from './colorMode';
import { ColorModeStore } from './ColorModeStore';

function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function fakeSystem(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  return {
    matches,
    addEventListener: (_: string, l: (event: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (event: { matches: boolean }) => void) =>
      listeners.delete(l),
    change(next: boolean) {
      this.matches = next;
      for (const l of listeners) l({ matches: next });
    },
  };
}

describe('ColorModeStore', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute(FORCED_COLOR_MODE_ATTRIBUTE);
    localStorage.clear();
  });

  it('defaults to system and follows prefers-color-scheme', () => {
    const system = fakeSystem(true);
    const store = new ColorModeStore({ storage: fakeStorage(), prefersDark: system });
    expect(store.getState()).toEqual({ preference: 'system', forced: null, mode: 'dark' });

    const unsubscribe = store.subscribe(() => {});
    system.change(false);
    expect(store.getState().mode).toBe('light');
    unsubscribe();
  });

  it('reads the persisted preference under nuxt-color-mode', () => {
    const store = new ColorModeStore({
      storage: fakeStorage({ [COLOR_MODE_STORAGE_KEY]: 'dark' }),
      prefersDark: fakeSystem(false),
    });
    expect(store.getState()).toMatchObject({ preference: 'dark', mode: 'dark' });
  });

  it('falls back to system when the stored value is invalid', () => {
    for (const bad of ['purple', '', 'DARK', '"dark"']) {
      const store = new ColorModeStore({
        storage: fakeStorage({ [COLOR_MODE_STORAGE_KEY]: bad }),
        prefersDark: fakeSystem(false),
      });
      expect(store.getState()).toMatchObject({ preference: 'system', mode: 'light' });
    }
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = new ColorModeStore({ storage: broken, prefersDark: fakeSystem(true) });
    expect(store.getState().mode).toBe('dark');
    store.setPreference('light');
    expect(store.getState().mode).toBe('light');
  });

  it('persists a new preference, notifies subscribers and applies it to the page', () => {
    const storage = fakeStorage();
    const root = document.documentElement;
    const store = new ColorModeStore({ storage, prefersDark: fakeSystem(false), root });
    const listener = jest.fn();
    store.subscribe(listener);

    store.setPreference('dark');
    expect(storage.values.get(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root.style.colorScheme).toBe('dark');

    store.setPreference('system');
    expect(storage.values.get(COLOR_MODE_STORAGE_KEY)).toBe('system');
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('lets a page force a mode without changing the stored preference', () => {
    const storage = fakeStorage({ [COLOR_MODE_STORAGE_KEY]: 'light' });
    const store = new ColorModeStore({ storage, prefersDark: fakeSystem(false) });

    store.setForced('dark');
    expect(store.getState()).toEqual({ preference: 'light', forced: 'dark', mode: 'dark' });
    store.setPreference('light');
    expect(store.getState().mode).toBe('dark');
    expect(storage.values.get(COLOR_MODE_STORAGE_KEY)).toBe('light');

    store.setForced(null);
    expect(store.getState().mode).toBe('light');
  });

  it('picks up a preference changed in another tab', () => {
    const storage = fakeStorage();
    const store = new ColorModeStore({ storage, prefersDark: fakeSystem(false) });
    storage.values.set(COLOR_MODE_STORAGE_KEY, 'dark');
    store.syncFromStorage();
    expect(store.getState().mode).toBe('dark');
  });
});

describe('colorModeScript', () => {
  const run = () => new Function(colorModeScript)();
  const root = document.documentElement;

  afterEach(() => {
    root.className = '';
    root.removeAttribute('style');
    root.removeAttribute(FORCED_COLOR_MODE_ATTRIBUTE);
    localStorage.clear();
  });

  function mockSystemDark(matches: boolean) {
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
  }

  it('applies the stored mode before the app loads', () => {
    mockSystemDark(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    run();
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('uses the system setting for system and for invalid values', () => {
    mockSystemDark(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'nonsense');
    run();
    expect(root).toHaveClass('dark');
  });

  it('honours a mode forced by the page', () => {
    mockSystemDark(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    root.setAttribute(FORCED_COLOR_MODE_ATTRIBUTE, 'light');
    run();
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });
});
