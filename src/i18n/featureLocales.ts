// A feature's UI strings live in its folder (`src/features/<name>/locales/<language>.json`: its
// own top-level keys of the app namespace), and are copied into the catalogues
// (`src/i18n/locales/<language>/app.json`) by `npm run locales`. The catalogues stay what the
// site build, the public pages, the app's chunks and the typed keys read, so no screen changes;
// featureLocales.test.ts fails while a catalogue is out of step with the features' files.

export type Strings = { [key: string]: string | Strings };

/** One feature's strings in one language. */
export interface FeatureStrings {
  feature: string;
  strings: Strings;
}

/**
 * A string the catalogue holds under a feature's key that the feature's file does not (full
 * key, `pets.title`): added to the catalogue by hand, or removed from the feature's file.
 */
export interface Conflict {
  feature: string;
  key: string;
}

function leaves(tree: Strings, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

/**
 * The catalogue with every feature's strings in it: a feature's top-level key replaces the
 * catalogue's (in place, so the file's order holds) or is appended; the feature's file is the
 * source of its strings. `conflicts`: strings the catalogue holds under a feature's keys that the
 * file does not, which copying would drop (`npm run locales -- --adopt` takes them into the
 * feature's file, `-- --prune` lets them go). `repeated`: keys two features claim.
 */
export function withFeatureStrings(
  catalogue: Strings,
  features: readonly FeatureStrings[],
): { catalogue: Strings; conflicts: Conflict[]; repeated: string[] } {
  const merged: Strings = { ...catalogue };
  const conflicts: Conflict[] = [];
  const owners = new Map<string, string>();
  const repeated: string[] = [];
  for (const { feature, strings } of features) {
    for (const [key, value] of Object.entries(strings)) {
      const owner = owners.get(key);
      if (owner !== undefined) repeated.push(`${key}: ${owner} and ${feature}`);
      owners.set(key, feature);
      const current = catalogue[key];
      if (current !== undefined) {
        const own = leaves({ [key]: value });
        for (const leaf of leaves({ [key]: current }).keys()) {
          if (!own.has(leaf)) conflicts.push({ feature, key: leaf });
        }
      }
      merged[key] = value;
    }
  }
  return { catalogue: merged, conflicts, repeated };
}

/** Sets `pets.title`-style keys of `tree` to the catalogue's strings (for --adopt). */
export function adoptStrings(tree: Strings, catalogue: Strings, keys: readonly string[]): Strings {
  const result = structuredClone(tree);
  for (const key of keys) {
    const path = key.split('.');
    let from: string | Strings | undefined = catalogue;
    for (const part of path) from = typeof from === 'object' ? from[part] : undefined;
    if (typeof from !== 'string') continue;
    let into: Strings = result;
    for (const part of path.slice(0, -1)) {
      const next = into[part];
      if (typeof next !== 'object') into[part] = {};
      into = into[part] as Strings;
    }
    into[path[path.length - 1]!] = from;
  }
  return result;
}
