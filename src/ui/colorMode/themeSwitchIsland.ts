import {
  COLOR_MODE_STORAGE_KEY,
  FORCED_COLOR_MODE_ATTRIBUTE,
  parseColorModePreference,
  THEME_SWITCH_ATTRIBUTE,
} from './colorMode';
import { createColorModeStore } from './ColorModeStore';

/**
 * The theme switch of a page that ships no runtime (src/app/islands): the same store the React
 * switch uses, bound to the prebuilt select. The icon follows the mode through CSS alone.
 */
export function bindThemeSwitch(doc: Document = document): void {
  const selects = [...doc.querySelectorAll<HTMLSelectElement>(`select[${THEME_SWITCH_ATTRIBUTE}]`)];
  const store = createColorModeStore();
  const forced = doc.documentElement.getAttribute(FORCED_COLOR_MODE_ATTRIBUTE);
  // Applies the mode as the head script did (and a page's forced one), now held by the store.
  store.setForced(forced === 'light' || forced === 'dark' ? forced : null);
  const show = () => {
    for (const select of selects) select.value = store.getState().preference;
  };
  // Subscribing also follows the operating system while the preference is "system".
  store.subscribe(show);
  show();
  for (const select of selects)
    select.addEventListener('change', () =>
      store.setPreference(parseColorModePreference(select.value)),
    );
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) store.syncFromStorage();
  });
}
