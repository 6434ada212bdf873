// The pet's data version (pet_data_versions, moved on by triggers at each writer's commit:
// migration 0025) as a column of a statement that reads the pet: what an answer an instance kept
// about the pet is checked against (http/answerCache.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { petDataVersions } from './petTables';

/** SQL bigint: the version of the pet `petId` (a column of the outer query); 0 before any change. */
export function petDataVersionSql(petId: AnyPgColumn): SQL<number> {
  return sql<number>`coalesce((select ${petDataVersions.version} from ${petDataVersions}
    where ${petDataVersions.petId} = ${petId}), 0)`.mapWith(Number);
}
