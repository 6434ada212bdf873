// Every pets route acts on the caller's own records only. Someone else's id, an unknown one and a
// malformed one all answer the same 404 (never 403), so ids cannot be probed.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { NotFoundError } from '../errors/HttpError';
import { pets } from './petTables';

export const PET_NOT_FOUND = 'Pet not found.';

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
