// Where a keeper's data lives, table by table: what "download my data" puts in data.json and what
// the erasure does with it. Each feature declares the lines of its tables beside them
// (`personalDataLines` in its `<feature>Tables.ts`, db/personalData.ts); this module gathers every
// declaration db/schema.ts exports. Every table that refers to a keeper or a pet must be declared
// (personalDataMap.test.ts walks the drizzle schema and fails otherwise), so a new feature's table
// cannot be forgotten by the export or the erasure.
import * as schema from '../db/schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DELETION_ITEM_KEYS, type DeletionItemKey } from '@contract/keeperData';
import { PersonalDataLines, type TableCoverage } from '../db/personalData';
import { edgesOf, schemaTables, tableName, tablesAboutKeepers } from './schemaGraph';

export type { ErasureRule, ExportSection, TableCoverage } from '../db/personalData';

export const PERSONAL_DATA: readonly TableCoverage[] = Object.values(schema).flatMap((value) =>
  value instanceof PersonalDataLines ? value.tables : [],
);

/**
 * The tables about a keeper or a pet (schemaGraph.ts) that no feature declares, with why each is
 * about one: "download my data" and the erasure would miss them.
 */
export function undeclaredTables(
  tables: readonly PgTable[] = schemaTables(),
  declared: readonly TableCoverage[] = PERSONAL_DATA,
): string[] {
  const names = new Set(declared.map((entry) => entry.table));
  return [...tablesAboutKeepers(tables).entries()]
    .filter(([name]) => !names.has(name))
    .map(([name, why]) => `${name} (${why.join(', ')})`);
}

/**
 * The export sections "delete my account" counts, as each declares its item, in the contract's
 * order (the page lists them so). An item no section declares is simply never listed: the
 * keeper-data test fills every table and finds every item counted.
 */
export const DELETION_ITEM_SECTIONS: readonly { key: DeletionItemKey; section: string }[] =
  DELETION_ITEM_KEYS.flatMap((key) =>
    PERSONAL_DATA.flatMap((entry) =>
      'omitted' in entry.export
        ? []
        : entry.export
            .filter((section) => section.deletion === key)
            .map(({ section }) => ({ key, section })),
    ),
  );

/**
 * The export sections of a pet's own records (tables whose rows go with their pet: a cascading key
 * to pets) that say nothing to "delete my account": neither the item it counts them as nor why it
 * does not list them. A new kind of pet record cannot be left off the page.
 */
export function unlistedPetRecords(
  tables: readonly PgTable[] = schemaTables(),
  declared: readonly TableCoverage[] = PERSONAL_DATA,
): string[] {
  const ofPets = new Set(
    tables
      .filter((table) =>
        edgesOf(table).some(
          (edge) => edge.onDelete === 'cascade' && tableName(edge.targetTable) === 'pets',
        ),
      )
      .map(tableName),
  );
  return declared
    .filter((entry) => ofPets.has(entry.table))
    .flatMap((entry) =>
      'omitted' in entry.export
        ? []
        : entry.export
            .filter((section) => section.deletion === undefined)
            .map((section) => `${entry.table} (section ${section.section})`),
    );
}

export function coverageOf(table: string): TableCoverage | undefined {
  return PERSONAL_DATA.find((entry) => entry.table === table);
}
