// The rows medication stock holds about a keeper, for the keeper-data tests (the export holds
// them, the erasure leaves nothing): server/test/keeperDataFixtures.ts runs the
// `keeperData.fixture.ts` of every folder. Text carries the keeper's marker.
import type { FixtureKeeper } from '../../test/keeperDataFixtures';
import type { Database } from '../db/openDatabase';
import { medications } from './medicationTables';

export async function fillKeeperData(db: Database, { petId, marker }: FixtureKeeper) {
  await db.insert(medications).values({
    petId,
    name: `Carprofen ${marker}`,
    unit: 'tablet',
    dosePerDay: 1,
    stock: 20,
    countedAt: new Date(),
    refillDays: 7,
  });
}
