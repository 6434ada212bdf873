// The database schema as a graph of foreign keys, read from drizzle's table definitions: which
// tables lead to a keeper (users) or a pet, along which columns, and with which ON DELETE rules.
// The export follows these paths to find a keeper's rows; the coverage test walks the same graph
// so that no table about a keeper can be left out of the export or the erasure.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

export type DeleteRule = 'cascade' | 'set null' | 'restrict' | 'no action' | 'set default';

/** One foreign key: `column` of `table` refers to `target` of `targetTable`. */
export interface Edge {
  table: PgTable;
  column: AnyPgColumn;
  targetTable: PgTable;
  target: AnyPgColumn;
  onDelete: DeleteRule;
}

export function tableName(table: PgTable): string {
  return getTableConfig(table).name;
}

/** Every table of db/schema.ts (features re-export theirs there). */
export function schemaTables(): PgTable[] {
  const seen = new Set<PgTable>();
  for (const value of Object.values(schema)) if (is(value, PgTable)) seen.add(value);
  return [...seen];
}

export function findTable(name: string): PgTable {
  const table = schemaTables().find((candidate) => tableName(candidate) === name);
  if (!table) throw new Error(`No table "${name}" in db/schema.ts`);
  return table;
}

/** The single-column foreign keys of a table (the schema has no composite ones). */
export function edgesOf(table: PgTable): Edge[] {
  return getTableConfig(table).foreignKeys.flatMap((key) => {
    const reference = key.reference();
    const [column] = reference.columns;
    const [target] = reference.foreignColumns;
    if (!column || !target || reference.columns.length !== 1) return [];
    return [
      {
        table,
        column,
        targetTable: reference.foreignTable,
        target,
        onDelete: (key.onDelete ?? 'no action') as DeleteRule,
      },
    ];
  });
}

export function columnNamed(table: PgTable, name: string): AnyPgColumn {
  const column = getTableConfig(table).columns.find((candidate) => candidate.name === name);
  if (!column) throw new Error(`No column "${name}" in table "${tableName(table)}"`);
  return column;
}

/**
 * The shortest chain of foreign keys from `table` to users, starting with the key on `via`:
 * photos.album_id → albums.pet_id → pets.user_id. Null when the column leads nowhere near a user.
 * Past the first key only owning keys (ON DELETE CASCADE) are followed: a visit belongs to its
 * pet's keeper, not to the vet its `added_by_user_id` (SET NULL) mentions.
 */
export function pathToUsers(table: PgTable, via: string): Edge[] | null {
  const first = edgesOf(table).find((edge) => edge.column.name === via);
  if (!first) return null;
  const users = schema.users as PgTable;
  const queue: Edge[][] = [[first]];
  const visited = new Set<PgTable>([table]);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const last = path[path.length - 1]!;
    if (last.targetTable === users) return path;
    if (visited.has(last.targetTable)) continue;
    visited.add(last.targetTable);
    for (const edge of edgesOf(last.targetTable)) {
      if (edge.onDelete === 'cascade') queue.push([...path, edge]);
    }
  }
  return null;
}

/** Column names that point at a keeper or a pet even without a foreign key (orders.affiliate_user_id). */
export const PERSON_COLUMN = /(^|_)(user|pet)_id$/;

/**
 * The tables that hold rows about a keeper or a pet: a foreign key to users or pets, directly or
 * through other tables (photos → albums → pets), or a *user_id / *pet_id column without one.
 * `tables`: the schema's, or those plus a table the caller made (the walk's own test).
 */
export function tablesAboutKeepers(
  tables: readonly PgTable[] = schemaTables(),
): Map<string, string[]> {
  const users = schema.users as PgTable;
  const pets = schema.pets as PgTable;
  const reasons = new Map<string, string[]>();
  const leads = new Set<PgTable>([users, pets]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const table of tables) {
      if (leads.has(table)) continue;
      if (edgesOf(table).some((edge) => leads.has(edge.targetTable))) {
        leads.add(table);
        grown = true;
      }
    }
  }
  for (const table of tables) {
    const why: string[] = [];
    for (const edge of edgesOf(table)) {
      if (leads.has(edge.targetTable)) {
        why.push(`${edge.column.name} → ${tableName(edge.targetTable)}.${edge.target.name}`);
      }
    }
    const keyed = new Set(edgesOf(table).map((edge) => edge.column.name));
    for (const column of getTableConfig(table).columns) {
      if (PERSON_COLUMN.test(column.name) && !keyed.has(column.name)) {
        why.push(`${column.name} (no foreign key)`);
      }
    }
    if (why.length > 0 || table === users) reasons.set(tableName(table), why);
  }
  return reasons;
}
