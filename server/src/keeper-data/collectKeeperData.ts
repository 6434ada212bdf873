// Reads everything stored about a keeper, section by section as personalDataMap.ts lists them:
// each section's rows are found by following its table's foreign keys to the keeper's users row
// (photos → albums → pets → users), so the export needs no query written per table.
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { PERSONAL_DATA, type ExportSection } from './personalDataMap';
import { columnNamed, findTable, pathToUsers, tableName } from './schemaGraph';

export type ExportRow = Record<string, unknown>;

export interface KeeperData {
  /** Section name → rows, column names as in the database (snake_case). */
  sections: Map<string, ExportRow[]>;
  /** The sections' tables, for callers that need a row's origin. */
  tables: Map<string, string>;
}

/** JSON-ready values: dates as ISO 8601 strings; everything else as drizzle read it. */
function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function orderColumns(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const primary = config.columns.filter((column) => column.primary);
  const composite = config.primaryKeys.flatMap((key) => key.columns);
  return [...primary, ...composite];
}

/** The rows of one section: the table joined along its path to users, filtered on the keeper. */
async function sectionRows(
  db: Database,
  table: PgTable,
  section: ExportSection,
  keeper: { id: number; email: string },
): Promise<ExportRow[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const userColumns = new Set(
    getTableConfig(table)
      .columns.filter((column) => /(^|_)user_id$/.test(column.name) && column.name !== 'user_id')
      .map((column) => column.name),
  );
  let query = db.select(columns).from(table).$dynamic() as unknown as {
    innerJoin(target: PgTable, on: SQL): typeof query;
    where(condition: SQL): typeof query;
    orderBy(...columns: SQL[]): Promise<Record<string, unknown>[]>;
  };
  let where: SQL;
  if ('email' in section) {
    where = sql`lower(${columnNamed(table, section.email)}) = ${keeper.email}`;
  } else if (table === (users as PgTable)) {
    where = eq(users.id, keeper.id);
  } else {
    const path = pathToUsers(table, section.via);
    if (!path) throw new Error(`${tableName(table)}.${section.via} does not lead to users`);
    for (const edge of path.slice(0, -1)) {
      query = query.innerJoin(edge.targetTable, eq(edge.column, edge.target));
    }
    where = eq(path[path.length - 1]!.column, keeper.id);
  }
  const rows = await query
    .where(where)
    .orderBy(...orderColumns(table).map((column) => asc(column)));
  const omit = new Set(section.omit ?? []);
  return rows.map((row) => {
    const out: ExportRow = {};
    for (const [key, column] of Object.entries(columns)) {
      // The keeper's own id is every row's user_id: it says nothing, and internal ids stay home.
      if (omit.has(column.name) || column.name === 'user_id') continue;
      // Other *_user_id columns name other people unless the section says otherwise.
      if (userColumns.has(column.name) && !('via' in section && section.via === column.name)) {
        continue;
      }
      out[column.name] = jsonValue(row[key]);
    }
    return out;
  });
}

/** Everything personalDataMap.ts exports, for one keeper. */
export async function collectKeeperData(db: Database, userId: number): Promise<KeeperData> {
  const [keeper] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!keeper) throw new Error(`No user ${userId}`);
  const sections = new Map<string, ExportRow[]>();
  const tables = new Map<string, string>();
  for (const entry of PERSONAL_DATA) {
    if (!Array.isArray(entry.export)) continue;
    const table = findTable(entry.table);
    for (const section of entry.export as readonly ExportSection[]) {
      sections.set(section.section, await sectionRows(db, table, section, keeper));
      tables.set(section.section, entry.table);
    }
  }
  return { sections, tables };
}

/** How many rows the export holds (the account counts as one). */
export function recordCount(data: KeeperData): number {
  let total = 0;
  for (const rows of data.sections.values()) total += rows.length;
  return total;
}
