// The one script of a page without a runtime (README.md), bundled by buildIslandsScript.ts and
// inlined into the page. It either binds the page's few interactive parts, or, when the visit
// needs it, loads the runtime Gatsby would have loaded, which then hydrates the whole page.
import { bindSignUpBanner } from '../../features/banners/signUpBannerState';
import { bindWatchHere } from '../../features/content/watchHere';
import { browserTagManager } from '../../features/analytics/tagManager';
import { bindThemeSwitch } from '../../ui/colorMode/themeSwitchIsland';
import { ISLANDS_CONFIG_ID, visitNeedsRuntime, type IslandsConfig } from './islandsConfig';
import { loadRuntime } from './loadRuntime';

function readConfig(): IslandsConfig {
  try {
    const parsed: unknown = JSON.parse(
      document.getElementById(ISLANDS_CONFIG_ID)?.textContent ?? '{}',
    );
    const { trackingName } = (parsed ?? {}) as { trackingName?: unknown };
    return typeof trackingName === 'string' ? { trackingName } : {};
  } catch {
    return {};
  }
}

function start(): void {
  const config = readConfig();
  if (visitNeedsRuntime(document.cookie, window.location.search)) {
    loadRuntime();
    return;
  }
  bindThemeSwitch();
  bindWatchHere();
  bindSignUpBanner();
  const { pathname, search } = window.location;
  browserTagManager().trackPageView({ pathname, search }, config.trackingName);
}

start();
