// The browser globals Gatsby's runtime sets up before onClientEntry (cache-dir/production-app.js
// and navigation.js). The routing and build-update features wrap two of them; see their READMEs.
import type { GatsbyNavigate } from './routing/navigationRedirects';

/** What loader.loadPage resolves to; status 'error' when page data or a script chunk failed. */
export interface GatsbyPageResources {
  status?: string;
}

export interface GatsbyPublicLoader {
  loadPage(rawPath: string): Promise<GatsbyPageResources | null | undefined>;
}

declare global {
  interface Window {
    ___navigate?: GatsbyNavigate;
    ___loader?: GatsbyPublicLoader;
  }
}

export {};
