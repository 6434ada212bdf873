// How a table's personal data is declared, beside the table (`<feature>Tables.ts`): what "download
// my data" puts in data.json and what the erasure does with it. A tables file exports its lines
// with `personalDataLines([...])`; db/schema.ts re-exports every tables file, and
// keeper-data/personalDataMap.ts gathers every declaration found there, so the export, the erasure
// and the schema walk (personalDataMap.test.ts: every table that refers to a keeper or a pet must
// be declared) all read what the features declare. The "delete my account" overview counts the
// sections that name a deletion item, so a pet's new kind of record is listed there too (the walk
// requires a pet's own records to name one, or say why not).
import type { DeletionItemKey } from '@contract/keeperData';

/**
 * What "delete my account" lists a section's rows as: an item of the overview, counted
 * (contract/keeperData.ts), or why it does not list them.
 */
export type DeletionListing = DeletionItemKey | { notListed: string };

/** Rows found by following the foreign key on `via` to users (through pets, albums, …). */
interface ViaSection {
  section: string;
  via: string;
  /** Columns left out of the export: secrets, storage internals, other people's ids. */
  omit?: readonly string[];
  deletion?: DeletionListing;
}

/** Rows without a key to the keeper, found by their e-mail address. */
interface EmailSection {
  section: string;
  email: string;
  omit?: readonly string[];
  deletion?: DeletionListing;
}

export type ExportSection = ViaSection | EmailSection;

export type ErasureRule =
  /** Deleted with the keeper's users row or pet through ON DELETE CASCADE (checked by the test). */
  | { how: 'cascade' }
  /** Deleted by the erasure itself: the row has no foreign key to the keeper. */
  | { how: 'deleted'; why: string }
  /** Kept without anything that leads back to the keeper. */
  | { how: 'anonymised'; why: string }
  /** Another person's row that mentioned the keeper: the mention is removed, the row stays. */
  | { how: 'detached'; column: string; why: string }
  /**
   * Kept as it is, mention included, because the product must not change it (the append-only
   * admin audit log): the reason is stated and the row holds no more than the mention.
   */
  | { how: 'retained'; column: string; why: string };

export interface TableCoverage {
  table: string;
  /** The sections of data.json, or why the table is not exported. */
  export: readonly ExportSection[] | { omitted: string };
  erasure: readonly ErasureRule[];
}

/** The erasure of most tables: the rows go with the keeper's users row or pet. */
export const CASCADE = [{ how: 'cascade' }] as const;

/** The personal-data lines of one tables file (found among db/schema.ts's exports). */
export class PersonalDataLines {
  constructor(readonly tables: readonly TableCoverage[]) {}
}

export function personalDataLines(tables: readonly TableCoverage[]): PersonalDataLines {
  return new PersonalDataLines(tables);
}
