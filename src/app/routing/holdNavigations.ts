import '../gatsbyGlobals';
import type { GatsbyNavigate } from '../core/gatsbyNavigate';

/**
 * Holds client navigations until the router listens to history.
 *
 * Gatsby's router learns of a navigation from its history listener: `navigate` pushes the new
 * URL, then tells the listeners. That listener (reach-router's LocationProvider) is added by an
 * effect of the page's first render — with Preact after the first paint — and it does not look at
 * the URL again when it is added. A navigation that lands between that render and its effects
 * (one asked for while the page was still hydrating: its redirect lookup and page resources
 * arrive meanwhile) changes the address, and the page that was rendered stays on screen for good.
 *
 * `window.___navigate` (what Gatsby's Link and navigate() call) is available from the start, so
 * this wraps Gatsby's own, innermost: the redirect lookup and the preload of the page's resources
 * (installClientRedirects) start at once; only Gatsby's navigate, which moves the address, waits.
 * The function returned runs in gatsby-browser's onInitialClientRender, the first render's effect
 * of Gatsby's root component, which runs after the router's effect inside it: held navigations
 * then go on, in the order they were asked for.
 */
export function holdNavigationsUntilRendered(win: Window = window): () => void {
  const navigate = win.___navigate;
  if (!navigate) return () => undefined;
  let held: Parameters<GatsbyNavigate>[] | null = [];
  win.___navigate = (to, options) => {
    if (held) held.push([to, options]);
    else navigate(to, options);
  };
  return () => {
    if (!held) return;
    const waiting = held;
    held = null;
    for (const [to, options] of waiting) navigate(to, options);
  };
}
