// Types of bundleWeights.mjs for the TypeScript that imports it (the size budget journey).
export interface Weight {
  br: number;
  gz: number;
  raw: number;
}
export interface BuiltSite {
  publicDir: string;
  total(urls: string[]): Weight;
}
export function builtSite(publicDir: string): BuiltSite | null;
export function firstArticle(publicDir: string, prefix: string): string | null;
export function publicPageWeight(
  site: BuiltSite,
  page: string,
): {
  html: Weight;
  js: Weight;
  css: Weight;
  data: Weight;
  images: number;
  /** A page without a runtime (src/app/islands): its JS is its inline scripts, inside its HTML. */
  islands: boolean;
  total: Weight;
} | null;
export function appAreaWeights(site: BuiltSite): {
  shell: Weight;
  areas: { area: string; weight: Weight }[];
};
