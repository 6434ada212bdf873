// Rows that come back inside JSON (a `json_agg(table)` subquery, `row_to_json`): keyed by column
// name, with timestamps as text. Each column's own driver mapping turns them into the row drizzle
// would have read, so one query can carry several tables' rows and the features' views stay as
// they are.
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const columnsOf = new WeakMap<PgTable, [string, PgColumn][]>();

export function rowFromJson<Table extends PgTable>(
  table: Table,
  json: Record<string, unknown>,
): InferSelectModel<Table> {
  let columns = columnsOf.get(table);
  if (columns === undefined) {
    columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<Table>;
}
