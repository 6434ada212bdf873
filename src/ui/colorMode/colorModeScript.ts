import {
  COLOR_MODE_STORAGE_KEY,
  FORCED_COLOR_MODE_ATTRIBUTE,
  PREFERS_DARK_QUERY,
} from './colorMode';

/**
 * Inline script for the document head (gatsby-ssr onRenderBody): it applies the resolved colour
 * mode before the first paint, so a dark-mode visitor never sees a flash of the light theme.
 * It repeats the rules of colorMode.ts in plain ES5 because it runs before any bundle loads.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement;var f=d.getAttribute('${FORCED_COLOR_MODE_ATTRIBUTE}');var p=null;try{p=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')}catch(e){}if(p!=='light'&&p!=='dark')p='system';var m=f==='light'||f==='dark'?f:p==='system'?(window.matchMedia&&window.matchMedia('${PREFERS_DARK_QUERY}').matches?'dark':'light'):p;d.classList.remove(m==='dark'?'light':'dark');d.classList.add(m);d.style.colorScheme=m}catch(e){}})();`;
