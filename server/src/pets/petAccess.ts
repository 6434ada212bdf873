// Every pets route acts on the caller's own records only. Someone else's id, an unknown one and a
// malformed one all answer the same 404 (never 403), so ids cannot be probed.
import { and, eq } from 'drizzle-orm';
import { INT32_MAX } from '@contract/limits';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/openDatabase';
import { NotFoundError } from '../errors/HttpError';
import { pets } from './petTables';

export const PET_NOT_FOUND = 'Pet not found.';

/** A row id as it appears in a path; anything else fails the params schema, which answers 404. */
export const RowIdText = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/** The id of a path, or a 404 with `message` when it cannot be a row id. */
export function rowId(text: string, message: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) throw new NotFoundError(message);
  return id;
}

export type PetRow = typeof pets.$inferSelect;

/**
 * The caller's pet, or a 404. `forUpdate` locks the row until the transaction ends, so changes
 * that depend on the pet (its weight entries, its photo) do not interleave.
 */
export async function ownedPet(
  db: Database,
  userId: number,
  petId: number,
  { forUpdate = false } = {},
): Promise<PetRow> {
  const query = db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(PET_NOT_FOUND);
  return row;
}
