// The icon collections the API serves, each from an installed @iconify-json package: nothing is
// fetched from a third party. A collection's file is read on its first request and then kept in
// memory (lucide is about 0.6 MB, mdi about 3 MB parsed), so start-up stays fast.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import type { IconCollection } from '@contract/iconCollections';

const requireFromHere = createRequire(__filename);

/** Collection prefix (the contract's list) → the package whose icons.json holds it. */
const ICON_COLLECTIONS: Record<IconCollection, string> = {
  lucide: '@iconify-json/lucide',
  mdi: '@iconify-json/mdi',
};

export function isIconCollection(name: string): name is IconCollection {
  return Object.prototype.hasOwnProperty.call(ICON_COLLECTIONS, name);
}

export interface LoadedCollection {
  data: IconifyJSON;
  /** Package version: part of every ETag, so an upgrade changes them all. */
  version: string;
}

const loaded = new Map<IconCollection, Promise<LoadedCollection>>();

async function readCollection(name: IconCollection): Promise<LoadedCollection> {
  const pkg = ICON_COLLECTIONS[name];
  const [icons, manifest] = await Promise.all([
    readFile(requireFromHere.resolve(`${pkg}/icons.json`), 'utf8'),
    readFile(requireFromHere.resolve(`${pkg}/package.json`), 'utf8'),
  ]);
  const { version } = JSON.parse(manifest) as { version: string };
  return { data: JSON.parse(icons) as IconifyJSON, version };
}

/** The collection's data, read once per process (a failed read is retried next time). */
export function loadCollection(name: IconCollection): Promise<LoadedCollection> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = readCollection(name);
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}
