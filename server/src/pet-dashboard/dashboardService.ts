// GET keeper/pets/{id}/dashboard: the /dashboard screen's data in one call — the pet, its weight
// chart (24 months), the next reminders, the latest visits, counts, and the diet plan.
import { count, eq, sql } from 'drizzle-orm';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import type { Database } from '../db/openDatabase';
import { petDocuments } from '../pet-documents/documentTables';
import { albums, photos } from '../photo-gallery/photoTables';
import { pets } from '../pets/petTables';
import type { DietPlanService } from '../diet-plan/dietPlanService';
import type { PetsDeps, PetService } from '../pets/petService';
import { isoDay } from '../pets/recordRules';
import { weightEntriesOf } from '../pets/weightService';
import { addMonths } from '../reminders/nextOccurrence';
import type { ReminderService } from '../reminders/reminderService';
import type { VisitService } from '../visits/visitService';

export const DASHBOARD_WEIGHT_MONTHS = 24;
export const DASHBOARD_REMINDERS = 5;
export const DASHBOARD_VISITS = 3;

export interface DashboardServices {
  deps: PetsDeps;
  pets: PetService;
  reminders: ReminderService;
  visits: VisitService;
  diet: DietPlanService;
}

/**
 * The photo and document counts in one round trip (the dashboard's tiles; the gallery and the
 * documents list count the same rows).
 */
async function recordCounts(
  db: Database,
  petId: number,
): Promise<{ photos: number; documents: number }> {
  const photoCount = db
    .select({ value: count() })
    .from(photos)
    .innerJoin(albums, eq(albums.id, photos.albumId))
    .where(eq(albums.petId, petId));
  const documentCount = db
    .select({ value: count() })
    .from(petDocuments)
    .where(eq(petDocuments.petId, petId));
  const [row] = await db
    .select({
      photos: sql<number>`(${photoCount})`.mapWith(Number),
      documents: sql<number>`(${documentCount})`.mapWith(Number),
    })
    .from(pets)
    .where(eq(pets.id, petId));
  return { photos: row?.photos ?? 0, documents: row?.documents ?? 0 };
}

/**
 * One query for the pet (ownership, latest weight, photo: a 404 when it is not the caller's), then
 * the rest side by side: on PostgreSQL they run on separate connections, and on the embedded
 * database, which runs one statement at a time, they are few.
 */
export async function petDashboard(
  services: DashboardServices,
  userId: number,
  petId: number,
): Promise<PetDashboard> {
  const { deps } = services;
  const pet = await services.pets.read(userId, petId);
  const since = isoDay(addMonths(deps.clock.now(), -DASHBOARD_WEIGHT_MONTHS));
  const [weights, upcoming, recent, counts, diet] = await Promise.all([
    weightEntriesOf(deps.db, petId, since),
    services.reminders.upcoming(petId, DASHBOARD_REMINDERS),
    services.visits.visitsOfPet(petId, DASHBOARD_VISITS),
    recordCounts(deps.db, petId),
    services.diet.planOf(pet.row, deps.db, pet.latestWeight),
  ]);
  return {
    pet: pet.view,
    weights,
    upcoming_reminders: upcoming,
    recent_visits: recent,
    photo_count: counts.photos,
    document_count: counts.documents,
    diet,
  };
}
