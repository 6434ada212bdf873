import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from './schema';

// drizzle-kit's API adds its helpers to String.prototype and Array.prototype as enumerable
// properties. The server's test files share a process (server/test/serverTestRunner.mjs): left
// enumerable, `random` shows up in every later file's for…in and object copies (it broke response
// serialisers). Kept, as drizzle-kit calls them, but hidden from enumeration.
for (const builtIn of [String.prototype, Array.prototype] as object[]) {
  for (const key in builtIn) Object.defineProperty(builtIn, key, { enumerable: false });
}

/**
 * The migrations in server/drizzle/ are generated from db/schema.ts (`npm run db:generate`). A
 * table or column changed without generating its migration works in no database: the code queries
 * what runMigrations never created. drizzle-kit compares the schema with the snapshot of the last
 * migration; this does the same comparison in memory, through drizzle-kit's own snapshot of the
 * schema, so nothing is written and no prompt (a rename question) can hang the run.
 */
const migrationsDir = path.resolve(__dirname, '../../drizzle');

interface Journal {
  entries: { idx: number; tag: string }[];
}
type Snapshot = ReturnType<typeof generateDrizzleJson>;
type Entries = Record<string, unknown>;

function lastSnapshot(): { tag: string; snapshot: Snapshot } {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('server/drizzle/meta/_journal.json lists no migration');
  const file = path.join(migrationsDir, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return { tag: last.tag, snapshot: JSON.parse(readFileSync(file, 'utf8')) as Snapshot };
}

const KINDS = ['tables', 'enums', 'schemas', 'sequences', 'roles', 'policies', 'views'] as const;

/** Plain data, key order aside: two snapshots of the same thing compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Entries)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What the schema declares that the last migration's snapshot does not, named for a reader. */
function pendingChanges(migrated: Snapshot, declared: Snapshot): string[] {
  const changes: string[] = [];
  for (const kind of KINDS) {
    const before = (migrated[kind] ?? {}) as Entries;
    const after = (declared[kind] ?? {}) as Entries;
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(name in before)) changes.push(`${kind}: ${name} added`);
      else if (!(name in after)) changes.push(`${kind}: ${name} removed`);
      else if (canonical(before[name]) !== canonical(after[name])) {
        const parts = before[name] as Entries;
        const now = after[name] as Entries;
        const fields = [...new Set([...Object.keys(parts), ...Object.keys(now)])].flatMap(
          (field) => {
            const was = (parts[field] ?? {}) as Entries;
            const is = (now[field] ?? {}) as Entries;
            if (canonical(was) === canonical(is)) return [];
            if (typeof was !== 'object' || typeof is !== 'object') return [field];
            const members = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
              (member) => canonical(was[member]) !== canonical(is[member]),
            );
            return [`${field} ${members.join(', ')}`];
          },
        );
        changes.push(`${kind}: ${name} changed (${fields.join('; ')})`);
      }
    }
  }
  return changes;
}

describe('the migrations', () => {
  it('are in step with db/schema.ts (else: npm run db:generate -- --name <change>)', () => {
    const { tag, snapshot } = lastSnapshot();
    const declared = generateDrizzleJson(schema as Record<string, unknown>);
    expect(Object.keys(declared.tables).length).toBeGreaterThan(10);
    expect({ after: tag, pending: pendingChanges(snapshot, declared) }).toEqual({
      after: tag,
      pending: [],
    });
  });

  it('names what changed: a column added, a table removed', () => {
    const { snapshot } = lastSnapshot();
    const declared = structuredClone(snapshot);
    const tables = declared.tables as Record<string, Entries & { columns: Entries }>;
    const [first = '', second = ''] = Object.keys(tables);
    const changed = tables[first];
    if (!changed || !tables[second]) throw new Error('the last snapshot has fewer than two tables');
    changed.columns.added_column = { name: 'added_column', type: 'text', notNull: false };
    delete tables[second];
    expect(pendingChanges(snapshot, declared)).toEqual([
      `tables: ${first} changed (columns added_column)`,
      `tables: ${second} removed`,
    ]);
  });
});
