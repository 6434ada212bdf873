// Takes the requested icons out of a whole collection, as Iconify's API does: each name that is
// an alias brings its chain of parents, so the client can resolve it without another request.
import type { IconifyJSON } from '@iconify/types';

/** Set-wide properties an answer keeps (the defaults its icons rely on). */
const SET_DEFAULTS = ['left', 'top', 'width', 'height', 'lastModified'] as const;

export interface PickedIcons {
  set: IconifyJSON;
  /** Requested names the collection does not have. */
  notFound: string[];
}

export function pickIcons(collection: IconifyJSON, names: readonly string[]): PickedIcons {
  const set: IconifyJSON = { prefix: collection.prefix, icons: {} };
  for (const key of SET_DEFAULTS) {
    const value = collection[key];
    if (value !== undefined) set[key] = value;
  }
  const notFound: string[] = [];
  const aliases = collection.aliases ?? {};
  for (const name of names) {
    // Follow the alias chain to a real icon; a broken or circular chain counts as not found.
    const chain: string[] = [];
    let current = name;
    let alias = aliases[current];
    while (!collection.icons[current] && alias && !chain.includes(current)) {
      chain.push(current);
      current = alias.parent;
      alias = aliases[current];
    }
    const icon = collection.icons[current];
    if (!icon) {
      notFound.push(name);
      continue;
    }
    set.icons[current] = icon;
    for (const alias of chain) {
      const entry = aliases[alias];
      if (entry) set.aliases = { ...set.aliases, [alias]: entry };
    }
  }
  return { set, notFound };
}
