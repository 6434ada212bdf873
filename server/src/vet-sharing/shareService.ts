// The keeper's side of sharing: which clinics a pet is shared with and what each may see, sharing
// with a clinic, changing the scopes, and stopping (the clinic's access ends with that write).
// Every call acts on the caller's own pet only (404 otherwise, as every pets route).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { normaliseScopes } from '@contract/shareScopes';
import type { PetShare, PetShareInput } from '@contract/schemas/vets';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { medicalEntities } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { ownedPet, type PetService } from '../pets';
import { clinicView, findClinic, homeClinicOf, type ClinicRow } from './clinicService';
import { petShares } from './vetSharingTables';

export const SHARE_NOT_FOUND = 'This pet is not shared with that clinic.';

type ShareRow = typeof petShares.$inferSelect;

function shareView(share: ShareRow, clinic: ClinicRow): PetShare {
  return {
    clinic: clinicView(clinic),
    scopes: normaliseScopes(share.scopes),
    shared_at: share.sharedAt.toISOString(),
    updated_at: share.updatedAt.toISOString(),
  };
}

export interface ShareServiceDeps {
  db: Database;
  clock: Clock;
  pets: PetService;
}

export class ShareService {
  constructor(private readonly deps: ShareServiceDeps) {}

  /** The pet's active shares, by clinic name. */
  async list(userId: number, petId: number): Promise<PetShare[]> {
    const { db } = this.deps;
    await ownedPet(db, userId, petId);
    const rows = await db
      .select({ share: petShares, clinic: medicalEntities })
      .from(petShares)
      .innerJoin(medicalEntities, eq(medicalEntities.id, petShares.medicalEntityId))
      .where(and(eq(petShares.petId, petId), isNull(petShares.revokedAt)))
      .orderBy(asc(medicalEntities.name), asc(medicalEntities.id));
    return rows.map(({ share, clinic }) => shareView(share, clinic));
  }

  /**
   * Shares the pet with the clinic, or changes what an active share covers. `started` is true when
   * the clinic had no access before this call. The pet's row is locked, so a vet adding a record
   * to the pet waits for this to commit and sees its outcome.
   */
  async put(
    userId: number,
    petId: number,
    clinicId: number,
    input: PetShareInput,
  ): Promise<{ share: PetShare; started: boolean }> {
    const { db, clock, pets } = this.deps;
    const result = await db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forUpdate: true });
      const clinic = await findClinic(tx, clinicId);
      const now = clock.now();
      const scopes = normaliseScopes(input.scopes);
      const [before] = await tx
        .select({ revokedAt: petShares.revokedAt })
        .from(petShares)
        .where(and(eq(petShares.petId, petId), eq(petShares.medicalEntityId, clinicId)));
      const started = before === undefined || before.revokedAt !== null;
      const [share] = await tx
        .insert(petShares)
        .values({
          petId,
          medicalEntityId: clinicId,
          scopes,
          sharedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [petShares.petId, petShares.medicalEntityId],
          set: {
            scopes,
            updatedAt: now,
            revokedAt: null,
            // A share that was stopped starts again now; an active one keeps its start.
            sharedAt: sql`case when ${petShares.revokedAt} is null then ${petShares.sharedAt} else excluded.shared_at end`,
          },
        })
        .returning();
      if (!share) throw new Error('share upsert returned nothing');
      return { share: shareView(share, clinic), started, clinic };
    });
    if (input.set_as_home_clinic === true) {
      await pets.update(userId, petId, { home_clinic: homeClinicOf(result.clinic) }, 'en');
    }
    return { share: result.share, started: result.started };
  }

  /** Stops sharing: from this commit on, the clinic's vets get 404 for the pet. */
  async revoke(userId: number, petId: number, clinicId: number): Promise<void> {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forUpdate: true });
      const ended = await tx
        .update(petShares)
        .set({ revokedAt: clock.now(), updatedAt: clock.now() })
        .where(
          and(
            eq(petShares.petId, petId),
            eq(petShares.medicalEntityId, clinicId),
            isNull(petShares.revokedAt),
          ),
        )
        .returning({ id: petShares.id });
      if (ended.length === 0) throw new NotFoundError(SHARE_NOT_FOUND);
    });
  }
}
