// The one script of a page without a runtime (README.md), bundled by buildIslandsScript.ts and
// inlined into the page. It either binds the page's few interactive parts, or, when the visit
// needs it, loads the runtime Gatsby would have loaded, which then hydrates the whole page.
import { bindSignUpBanner } from '../../features/banners/signUpBannerState';
import { bindWatchHere } from '../../features/content/watchHere';
import { browserTagManager } from '../../features/analytics/tagManager';
import { bindThemeSwitch } from '../../ui/colorMode/themeSwitchIsland';
import { bindQueryChoices } from '../../ui/forms/queryChoices';
import { ISLANDS_CONFIG_ID, parseIslandsConfig, visitNeedsRuntime } from './islandsConfig';
import { loadRuntime } from './loadRuntime';
import { bindRuntimeOnInteraction } from './runtimeOnInteraction';

function start(): void {
  const config = parseIslandsConfig(document.getElementById(ISLANDS_CONFIG_ID)?.textContent);
  if (visitNeedsRuntime(document.cookie, window.location.search)) {
    loadRuntime();
    return;
  }
  // A form drawn in the page (contact, the prebuilt app screens): usable as drawn, the runtime
  // once touched. An app screen's links wait for the app when the address has a query they
  // should carry (`?redirect=`).
  if (config.runtimeOnInteraction)
    bindRuntimeOnInteraction(window, () => loadRuntime(), {
      holdLinks: config.linksCarryQuery === true && window.location.search !== '',
    });
  bindThemeSwitch();
  bindQueryChoices(document, window.location.search);
  bindWatchHere();
  bindSignUpBanner();
  const { pathname, search } = window.location;
  browserTagManager().trackPageView({ pathname, search }, config.trackingName);
}

start();
