// The schema walk: every table that refers to a keeper or a pet (a foreign key to users or pets,
// directly or through other tables, or a *user_id / *pet_id column without one) must be covered
// by what the features declare beside their tables (personalDataMap.ts gathers it) — in the export (or a reason why not) and in the erasure — and what the
// map says must hold in the schema (paths exist, cascades really cascade, nothing blocks the
// deletion of a user). A new feature's table fails here until it is listed.
import { getTableConfig, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { pets, users } from '../db/schema';
import { DELETION_ITEM_KEYS } from '@contract/keeperData';
import {
  DELETION_ITEM_SECTIONS,
  PERSONAL_DATA,
  undeclaredTables,
  unlistedPetRecords,
  type ExportSection,
} from './personalDataMap';
import {
  edgesOf,
  findTable,
  PERSON_COLUMN,
  pathToUsers,
  schemaTables,
  tableName,
  tablesAboutKeepers,
  type Edge,
} from './schemaGraph';

const covered = new Map(PERSONAL_DATA.map((entry) => [entry.table, entry]));

/** Tables whose rows go when a user goes: users, and anything reached only through cascades. */
function cascadesFromUsers(): Set<string> {
  const gone = new Set<string>([tableName(users)]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const table of schemaTables()) {
      const name = tableName(table);
      if (gone.has(name)) continue;
      const cascade = edgesOf(table).some(
        (edge) => edge.onDelete === 'cascade' && gone.has(tableName(edge.targetTable)),
      );
      if (cascade) {
        gone.add(name);
        grown = true;
      }
    }
  }
  return gone;
}

describe('personal data map (schema walk)', () => {
  it('finds the tables about keepers and pets in the schema', () => {
    const about = tablesAboutKeepers();
    // A sample of each kind: direct keys, keys through other tables, a column without a key.
    expect(about.get('pets')).toEqual(['user_id → users.id', 'photo_file_id → pet_files.id']);
    expect(about.get('photos')).toEqual(['album_id → albums.id', 'file_id → pet_files.id']);
    expect(about.get('orders')).toEqual([
      'user_id → users.id',
      'affiliate_user_id (no foreign key)',
    ]);
    expect(about.has('news_posts')).toBe(false);
    expect(about.has('receipt_counters')).toBe(false);
  });

  it('covers every table that refers to a keeper or a pet', () => {
    // Declare each one beside its table (personalDataLines in its tables file, exported from
    // db/schema.ts): its export section (or why not) and its erasure.
    expect(undeclaredTables()).toEqual([]);
  });

  it('names a table about a keeper that no feature declares', () => {
    const forgotten = pgTable('forgotten_notes', {
      id: serial('id').primaryKey(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
    });
    const aboutAPet = pgTable('forgotten_pet_marks', {
      id: serial('id').primaryKey(),
      petId: integer('pet_id'),
    });
    expect(undeclaredTables([...schemaTables(), forgotten, aboutAPet])).toEqual([
      'forgotten_notes (user_id → users.id)',
      'forgotten_pet_marks (pet_id (no foreign key))',
    ]);
  });

  it('has "delete my account" list every kind of a pet\'s records, or say why not', () => {
    // Declare `deletion` on the section beside its table: the overview item (contract/keeperData.ts)
    // it counts as, or `{ notListed: why }`.
    expect(unlistedPetRecords()).toEqual([]);
  });

  it('names a kind of pet record that says nothing to "delete my account"', () => {
    const doses = pgTable('forgotten_doses', {
      id: serial('id').primaryKey(),
      petId: integer('pet_id')
        .notNull()
        .references(() => pets.id, { onDelete: 'cascade' }),
    });
    const declared = [
      ...PERSONAL_DATA,
      {
        table: 'forgotten_doses',
        export: [{ section: 'doses', via: 'pet_id' }],
        erasure: [{ how: 'cascade' }],
      } as const,
    ];
    expect(unlistedPetRecords([...schemaTables(), doses], declared)).toEqual([
      'forgotten_doses (section doses)',
    ]);
  });

  it('counts each item of "delete my account" from one declared section', () => {
    expect(DELETION_ITEM_SECTIONS.map((item) => item.key)).toEqual([...DELETION_ITEM_KEYS]);
  });

  it('names only real tables and columns, each section once', () => {
    const sections = new Set<string>();
    for (const entry of PERSONAL_DATA) {
      const table = findTable(entry.table);
      const columns = new Set(getTableConfig(table).columns.map((column) => column.name));
      if (!Array.isArray(entry.export)) continue;
      for (const section of entry.export as readonly ExportSection[]) {
        expect(sections.has(section.section)).toBe(false);
        sections.add(section.section);
        const named = 'via' in section ? section.via : section.email;
        expect({ table: entry.table, column: named, exists: columns.has(named) }).toEqual({
          table: entry.table,
          column: named,
          exists: true,
        });
        for (const omitted of section.omit ?? []) expect(columns.has(omitted)).toBe(true);
      }
      for (const rule of entry.erasure) {
        if (rule.how === 'detached') expect(columns.has(rule.column)).toBe(true);
      }
    }
  });

  it('finds a path of foreign keys to the keeper for every exported section', () => {
    for (const entry of PERSONAL_DATA) {
      if (!Array.isArray(entry.export) || entry.table === 'users') continue;
      for (const section of entry.export as readonly ExportSection[]) {
        if (!('via' in section)) continue;
        const path = pathToUsers(findTable(entry.table), section.via);
        expect({ section: section.section, path: path !== null }).toEqual({
          section: section.section,
          path: true,
        });
      }
    }
    const photoPath = pathToUsers(findTable('photos'), 'album_id')!.map(
      (edge: Edge) => `${tableName(edge.table)}.${edge.column.name}`,
    );
    expect(photoPath).toEqual(['photos.album_id', 'albums.pet_id', 'pets.user_id']);
    // A visit note a vet added mentions the vet (added_by_user_id), but belongs to the pet's keeper.
    const attachmentPath = pathToUsers(findTable('visit_attachments'), 'visit_id')!.map(
      (edge: Edge) => `${tableName(edge.table)}.${edge.column.name}`,
    );
    expect(attachmentPath).toEqual(['visit_attachments.visit_id', 'visits.pet_id', 'pets.user_id']);
  });

  it('erases by cascade only what really cascades from the users row', () => {
    const gone = cascadesFromUsers();
    for (const entry of PERSONAL_DATA) {
      if (!entry.erasure.some((rule) => rule.how === 'cascade')) continue;
      expect({ table: entry.table, cascades: gone.has(entry.table) }).toEqual({
        table: entry.table,
        cascades: true,
      });
    }
    expect(gone.has(tableName(pets))).toBe(true);
  });

  it('has nothing that would block deleting a user or a pet', () => {
    const about = tablesAboutKeepers();
    for (const table of schemaTables()) {
      for (const edge of edgesOf(table)) {
        if (!about.has(tableName(edge.targetTable))) continue;
        expect({
          key: `${tableName(table)}.${edge.column.name}`,
          blocks: edge.onDelete !== 'cascade' && edge.onDelete !== 'set null',
        }).toEqual({ key: `${tableName(table)}.${edge.column.name}`, blocks: false });
      }
    }
  });

  it('says what happens to every column that names a keeper without a foreign key', () => {
    for (const table of schemaTables()) {
      const keyed = new Set(edgesOf(table).map((edge) => edge.column.name));
      for (const column of getTableConfig(table).columns) {
        if (!PERSON_COLUMN.test(column.name) || keyed.has(column.name)) continue;
        const entry = covered.get(tableName(table));
        const handled = entry?.erasure.some(
          (rule) =>
            (rule.how === 'detached' || rule.how === 'retained') && rule.column === column.name,
        );
        expect({ column: `${tableName(table)}.${column.name}`, handled }).toEqual({
          column: `${tableName(table)}.${column.name}`,
          handled: true,
        });
      }
    }
  });
});
