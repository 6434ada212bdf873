// Every pets route acts on the caller's own records only. Someone else's id, an unknown one and a
// malformed one all answer the same 404 (never 403), so ids cannot be probed.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { NotFoundError } from '../errors/HttpError';
import { pets } from './petTables';

export const PET_NOT_FOUND = 'Pet not found.';

export type PetRow = typeof pets.$inferSelect;

/**
 * The caller's pet, or a 404. `forUpdate` locks the row until the transaction ends: for changes
 * of the pet itself, and for changes that read other records of the pet first (one at a time).
 * `forShare` is for adding or removing one record that depends on the pet (a weight entry checked
 * against its birth date): the pet cannot change until the transaction ends, but any number of
 * such records are written at once — under FOR UPDATE, entries for one pet queued behind each
 * other, and under load the queue outgrew the statement timeout (503s).
 */
export async function ownedPet(
  db: Database,
  userId: number,
  petId: number,
  { forUpdate = false, forShare = false } = {},
): Promise<PetRow> {
  const query = db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.userId, userId)));
  const [row] = forUpdate
    ? await query.for('update')
    : forShare
      ? await query.for('share')
      : await query;
  if (!row) throw new NotFoundError(PET_NOT_FOUND);
  return row;
}
