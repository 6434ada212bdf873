// A keeper with a row in every table that can hold something about them (the keeper-data tests:
// export contents and erasure). Text fields carry a marker, so a scan of the whole database can
// prove that nothing of the keeper is left after the erasure. The rows are written by area:
// keeperAccountFixtures.ts, keeperPetFixtures.ts, keeperCommerceFixtures.ts, and a capability's
// own rows by the `keeperData.fixture.ts` in its folder (found here, so adding one edits nothing
// else; keeperData.test.ts fails on a section of the personal data map left empty).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../src/db/openDatabase';
import type { FileStorage } from '../src/storage/FileStorage';
import { fillAccountTables } from './keeperAccountFixtures';
import { fillCommerceTables } from './keeperCommerceFixtures';
import { fillPetTables, type StoredFixtureFile } from './keeperPetFixtures';

export type { StoredFixtureFile };

/** The keeper a fixture writes rows about. */
export interface FixtureKeeper {
  userId: number;
  petId: number;
  email: string;
  marker: string;
}

interface FolderFixture {
  fillKeeperData(db: Database, keeper: FixtureKeeper): Promise<void>;
}

const SOURCE = path.resolve(__dirname, '../src');

/** The `keeperData.fixture.ts` of every folder of server/src, by folder name. */
async function folderFixtures(): Promise<FolderFixture[]> {
  const files = readdirSync(SOURCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(SOURCE, entry.name, 'keeperData.fixture.ts'))
    .filter((file) => existsSync(file))
    .sort();
  return Promise.all(files.map(async (file) => (await import(file)) as FolderFixture));
}

/**
 * Fills every table about a keeper that the API has not filled already (the caller registers the
 * keeper with a pet and buys a plan through the API). `referrer` is another keeper: the affiliate
 * who referred this one. Returns the stored files.
 */
export async function fillEveryTable(
  db: Database,
  storage: FileStorage,
  keeper: FixtureKeeper,
  referrer: { userId: number },
): Promise<StoredFixtureFile[]> {
  await fillAccountTables(db, keeper);
  const files = await fillPetTables(db, storage, keeper);
  await fillCommerceTables(db, keeper, referrer);
  for (const fixture of await folderFixtures()) await fixture.fillKeeperData(db, keeper);
  return files;
}
