// A keeper with a row in every table that can hold something about them (the keeper-data tests:
// export contents and erasure). Text fields carry a marker, so a scan of the whole database can
// prove that nothing of the keeper is left after the erasure. The rows are written by area:
// keeperAccountFixtures.ts, keeperPetFixtures.ts, keeperCommerceFixtures.ts.
import type { Database } from '../src/db/openDatabase';
import type { FileStorage } from '../src/storage/FileStorage';
import { fillAccountTables } from './keeperAccountFixtures';
import { fillCommerceTables } from './keeperCommerceFixtures';
import { fillPetTables, type StoredFixtureFile } from './keeperPetFixtures';

export type { StoredFixtureFile };

/**
 * Fills every table about a keeper that the API has not filled already (the caller registers the
 * keeper with a pet and buys a plan through the API). `referrer` is another keeper: the affiliate
 * who referred this one. Returns the stored files.
 */
export async function fillEveryTable(
  db: Database,
  storage: FileStorage,
  keeper: { userId: number; petId: number; email: string; marker: string },
  referrer: { userId: number },
): Promise<StoredFixtureFile[]> {
  await fillAccountTables(db, keeper);
  const files = await fillPetTables(db, storage, keeper);
  await fillCommerceTables(db, keeper, referrer);
  return files;
}
