// GET keeper/pets/{id}/dashboard: the /dashboard screen's data in one call — the pet, its weight
// chart (24 months), the next reminders, the latest visits with their files, counts, and the diet
// plan — read in one prepared query: the pet's row (ownership, latest weight, photo: none when it
// is not the caller's) with every record beside it. The embedded database runs one statement at a
// time and each round trip to PostgreSQL costs both sides more than the rows do. The weights and
// reminders, most of the answer, come as the answer's own JSON text (db/jsonText.ts): the API
// neither parses nor maps nor serialises them; the visits (their files' URLs are signed here)
// come as JSON rows, as before.
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DietPlan } from '@contract/schemas/petDiet';
import type { Pet } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import {
  authenticateFrom,
  authTokens,
  tokenCheckOf,
  tokenOwnerColumns,
  tokenParams,
  type TokenCheck,
  users,
  validTokenSql,
} from '../auth';
import {
  jsonArrayText,
  jsonIdString,
  jsonInstant,
  jsonNumber,
  jsonObjectText,
  jsonString,
} from '../db/jsonText';
import { preparedPerDatabase } from '../db/preparedQuery';
import { rowFromJson } from '../db/rowFromJson';
import { dietPlans, type DietPlanService } from '../diet-plan';
import { NotFoundError } from '../errors/HttpError';
import { petDocuments } from '../pet-documents';
import { petFiles } from '../pet-files';
import { albums, photos } from '../photo-gallery';
import {
  isoDay,
  PET_NOT_FOUND,
  petDataVersionSql,
  petQuery,
  pets,
  type PetsDeps,
  type PetService,
  petWeights,
} from '../pets';
import { addMonths, reminders } from '../reminders';
import { visitAttachments, visits, type VisitService } from '../visits';

export const DASHBOARD_WEIGHT_MONTHS = 24;
export const DASHBOARD_REMINDERS = 5;
export const DASHBOARD_VISITS = 3;
export const KEEPER_ROLES = ['pet-keeper'] as const;

export interface DashboardServices {
  deps: PetsDeps;
  pets: PetService;
  visits: VisitService;
  diet: DietPlanService;
}

type JsonRow = Record<string, unknown>;

/**
 * A weight entry as its schema (WeightEntry) writes it, as weightView shows the row: a field added
 * to the view is added here too (dashboard.test.ts compares the bytes with the weights route's).
 */
const weightJson = jsonObjectText({
  id: jsonIdString(petWeights.id),
  weight_kg: jsonNumber(sql`${petWeights.grams}::float8 / 1000`),
  measured_on: jsonString(petWeights.measuredOn),
  note: jsonString(petWeights.note),
  created_at: jsonInstant(petWeights.createdAt),
});

/** A reminder as its schema (Reminder) writes it, as reminderView shows the row (the same). */
const reminderJson = jsonObjectText({
  id: jsonIdString(reminders.id),
  pet_id: jsonIdString(reminders.petId),
  kind: jsonString(reminders.kind),
  title: jsonString(reminders.title),
  due_at: jsonInstant(reminders.dueAt),
  repeat: jsonString(reminders.repeat),
  notes: jsonString(reminders.notes),
  done_at: jsonInstant(reminders.doneAt),
  notified_at: jsonInstant(reminders.notifiedAt),
  created_at: jsonInstant(reminders.createdAt),
});

/**
 * The records beside the pet's columns, each in the order and number the screen shows: the
 * weight chart since `since`, oldest first, and the next reminders not done, overdue first, as
 * the answer's JSON text; the latest visits, newest first, each with its files oldest first, as
 * JSON rows; the photo and document counts (the gallery and the documents list count the same
 * rows), and the saved diet plan, if any.
 */
const dashboardOfPet = preparedPerDatabase((db) => {
  const photoCount = db
    .select({ value: count() })
    .from(photos)
    .innerJoin(albums, eq(albums.id, photos.albumId))
    .where(eq(albums.petId, pets.id));
  const documentCount = db
    .select({ value: count() })
    .from(petDocuments)
    .where(eq(petDocuments.petId, pets.id));
  return petQuery(db, {
    weightsJson: sql<string>`(
      select ${jsonArrayText(weightJson, sql`${petWeights.measuredOn}, ${petWeights.id}`)}
      from ${petWeights}
      where ${petWeights.petId} = ${pets.id}
        and ${petWeights.measuredOn} >= ${sql.placeholder('since')})`,
    remindersJson: sql<string>`(
      select ${jsonArrayText(sql`next_reminder.json`, sql`next_reminder.due_at, next_reminder.id`)}
      from (select ${reminderJson} as json, ${reminders.dueAt}, ${reminders.id} from ${reminders}
        where ${reminders.petId} = ${pets.id} and ${reminders.doneAt} is null
        order by ${reminders.dueAt}, ${reminders.id}
        limit ${sql.raw(String(DASHBOARD_REMINDERS))}) next_reminder)`,
    visits: sql<{ visit: JsonRow; files: JsonRow[] }[]>`coalesce((
      select json_agg(json_build_object('visit', row_to_json(recent_visit), 'files', coalesce((
          select json_agg(attached_file order by attachment.id)
          from ${visitAttachments} attachment
          join ${petFiles} attached_file on attached_file.id = attachment.file_id
          where attachment.visit_id = recent_visit.id), '[]'::json))
        order by recent_visit.visited_on desc, recent_visit.id desc)
      from (select * from ${visits}
        where ${visits.petId} = ${pets.id}
        order by ${visits.visitedOn} desc, ${visits.id} desc
        limit ${sql.raw(String(DASHBOARD_VISITS))}) recent_visit), '[]'::json)`,
    photoCount: sql<number>`(${photoCount})`.mapWith(Number),
    documentCount: sql<number>`(${documentCount})`.mapWith(Number),
    dietPlan: sql<JsonRow | null>`(
      select row_to_json(saved_plan) from ${dietPlans} saved_plan
      where saved_plan.pet_id = ${pets.id})`,
    version: petDataVersionSql(pets.id),
    owner: tokenOwnerColumns(),
  })
    .innerJoin(authTokens, eq(authTokens.userId, pets.userId))
    .innerJoin(users, eq(users.id, pets.userId))
    .where(and(eq(pets.id, sql.placeholder('petId')), validTokenSql(db)))
    .prepare('dashboard_of_pet');
});

/**
 * The dashboard's answer: the weights and reminders as their JSON text (an array each), the rest
 * as views; dashboardJson.ts writes the whole.
 */
export interface DashboardParts {
  /** The pet's data version the statement read with everything else (dashboardAnswer.ts). */
  version: number;
  pet: Pet;
  weightsJson: string;
  remindersJson: string;
  visits: Visit[];
  photoCount: number;
  documentCount: number;
  diet: DietPlan;
}

/**
 * The dashboard of the caller's pet `petId`, the caller's token checked in the same statement
 * (the route's guard is `tokenInRead`): 401/403 as `requireRole('pet-keeper')` answers them, 404
 * when the pet is not the caller's, in that order.
 */
export async function petDashboard(
  services: DashboardServices,
  request: FastifyRequest,
  petId: number,
  check: TokenCheck = tokenCheckOf(request),
): Promise<DashboardParts> {
  const { deps } = services;
  const since = isoDay(addMonths(check.now, -DASHBOARD_WEIGHT_MONTHS));
  const [found] = await dashboardOfPet(deps.db).execute({ petId, since, ...tokenParams(check) });
  await authenticateFrom(request, check, found?.owner, KEEPER_ROLES);
  if (!found) throw new NotFoundError(PET_NOT_FOUND);
  const pet = services.pets.readFrom(found);
  const savedPlan = found.dietPlan === null ? undefined : rowFromJson(dietPlans, found.dietPlan);
  return {
    version: found.version,
    pet: pet.view,
    weightsJson: found.weightsJson,
    remindersJson: found.remindersJson,
    visits: found.visits.map(({ visit, files }) =>
      services.visits.view(
        rowFromJson(visits, visit),
        files.map((file) => rowFromJson(petFiles, file)),
      ),
    ),
    photoCount: found.photoCount,
    documentCount: found.documentCount,
    diet: services.diet.planFrom(pet.row, savedPlan, pet.latestWeight),
  };
}
