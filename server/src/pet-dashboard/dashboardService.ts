// GET keeper/pets/{id}/dashboard: the /dashboard screen's data in one call — the pet, its weight
// chart (24 months), the next reminders, the latest visits, counts, and the diet plan.
import type { PetDashboard } from '@contract/schemas/petDashboard';
import type { DietPlanService } from '../diet-plan/dietPlanService';
import type { DocumentService } from '../pet-documents/documentService';
import type { GalleryService } from '../photo-gallery/galleryService';
import { ownedPet } from '../pets/petAccess';
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
  gallery: GalleryService;
  documents: DocumentService;
  diet: DietPlanService;
}

export async function petDashboard(
  services: DashboardServices,
  userId: number,
  petId: number,
): Promise<PetDashboard> {
  const { deps } = services;
  const pet = await ownedPet(deps.db, userId, petId);
  const since = isoDay(addMonths(deps.clock.now(), -DASHBOARD_WEIGHT_MONTHS));
  const [view, weights, upcoming, recent, photoCount, documentCount, diet] = await Promise.all([
    services.pets.get(userId, petId),
    weightEntriesOf(deps.db, petId, since),
    services.reminders.upcoming(petId, DASHBOARD_REMINDERS),
    services.visits.visitsOfPet(petId, DASHBOARD_VISITS),
    services.gallery.photoCount(petId),
    services.documents.documentCount(petId),
    services.diet.planOf(pet),
  ]);
  return {
    pet: view,
    weights,
    upcoming_reminders: upcoming,
    recent_visits: recent,
    photo_count: photoCount,
    document_count: documentCount,
    diet,
  };
}
