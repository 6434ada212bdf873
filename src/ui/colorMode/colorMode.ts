// Colour mode values and rules (spec.md section 3): the preference is stored under the key
// nuxt-color-mode as system, light or dark; a page may force light or dark, never system.

export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';
export const COLOR_MODE_PREFERENCES = ['system', 'light', 'dark'] as const;

export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type ColorMode = Exclude<ColorModePreference, 'system'>;

/** Media query that tells whether the operating system prefers a dark theme. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** html attribute a page sets (through its Head) to force a mode before the first paint. */
export const FORCED_COLOR_MODE_ATTRIBUTE = 'data-forced-color-mode';

/** Marks the theme switch's select in the prebuilt HTML, for a page's island script. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

export function parseColorModePreference(value: unknown): ColorModePreference {
  return typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value)
    ? (value as ColorModePreference)
    : 'system';
}

export function resolveColorMode(
  preference: ColorModePreference,
  systemPrefersDark: boolean,
  forced: ColorMode | null = null,
): ColorMode {
  if (forced) return forced;
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Chakra's _dark condition is `.dark &`; color-scheme makes form controls and scrollbars match. */
export function applyColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}
