// Where a keeper's data lives, table by table: what "download my data" puts in data.json and what
// the erasure does with it. Each feature declares the lines of its tables beside them
// (`personalDataLines` in its `<feature>Tables.ts`, db/personalData.ts); this module gathers every
// declaration db/schema.ts exports. Every table that refers to a keeper or a pet must be declared
// (personalDataMap.test.ts walks the drizzle schema and fails otherwise), so a new feature's table
// cannot be forgotten by the export or the erasure.
import * as schema from '../db/schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PersonalDataLines, type TableCoverage } from '../db/personalData';
import { schemaTables, tablesAboutKeepers } from './schemaGraph';

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

export function coverageOf(table: string): TableCoverage | undefined {
  return PERSONAL_DATA.find((entry) => entry.table === table);
}
