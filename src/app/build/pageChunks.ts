// How the browser bundle is split into chunks (gatsby-node's onCreateWebpackConfig).
//
// Gatsby's `commons` chunk takes every module that sits in at least as many chunks as the site
// has page components, meant as "used on all pages". But lazily loaded app screens are chunks
// too: a module that many screens use (the form library, its schema validator) reached that count
// without any public page using it, and since every public page needs something else in
// `commons` (its layout), every public page downloaded it. Here `commons` keeps only modules that
// every page component can load (itself or through its lazy chunks). What the app's screens share
// goes to `shell-commons`, which the app shell loads as it loaded `commons` before (a public page
// that uses some of it, the contact form, loads it too); the rest goes to Gatsby's `shared`
// chunks, one per set of chunks that use the same modules, loaded only with those.

/** The part of webpack's ChunkGroup this rule reads. */
export interface ChunkGroupLike {
  name?: string | null;
  parentsIterable: Iterable<ChunkGroupLike>;
}

/** The part of webpack's Chunk this rule reads. */
export interface ChunkLike {
  groupsIterable: Iterable<ChunkGroupLike>;
}

export interface ChunkGraphLike {
  getModuleChunksIterable(module: unknown): Iterable<ChunkLike>;
}

/** Gatsby names each page component's chunk group `component---<path of the component>`. */
export const PAGE_COMPONENT_GROUP = /^component---/;

/** The chunk group of the template of every signed-in page (src/templates/AppShellTemplate.tsx). */
export const APP_SHELL_COMPONENT = 'component---src-templates-app-shell-template-tsx';

/** The page components whose chunk groups lead to any of these chunks. */
export function pageComponentsLoading(chunks: Iterable<ChunkLike>): Set<string> {
  const pages = new Set<string>();
  const seen = new Set<ChunkGroupLike>();
  const visit = (group: ChunkGroupLike): void => {
    if (seen.has(group)) return;
    seen.add(group);
    if (group.name && PAGE_COMPONENT_GROUP.test(group.name)) {
      pages.add(group.name);
      return;
    }
    for (const parent of group.parentsIterable) visit(parent);
  };
  for (const chunk of chunks) for (const group of chunk.groupsIterable) visit(group);
  return pages;
}

/**
 * The `test` of the `commons` cache group: true for a module that every one of the site's
 * `pageComponentCount` page components loads.
 */
export function usedByEveryPageComponent(pageComponentCount: number) {
  return (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraphLike }): boolean =>
    pageComponentsLoading(chunkGraph.getModuleChunksIterable(module)).size >= pageComponentCount;
}

/**
 * The `test` of the `shell-commons` cache group: true for a module the app shell loads (itself or
 * through its screens) that not every page component loads (those are `commons`).
 */
export function usedByTheAppNotEveryPage(pageComponentCount: number) {
  return (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraphLike }): boolean => {
    const pages = pageComponentsLoading(chunkGraph.getModuleChunksIterable(module));
    return pages.has(APP_SHELL_COMPONENT) && pages.size < pageComponentCount;
  };
}
