// Stores the demo keeper's pets (demoPetsData.ts: Biscuit and Miso with their whole history) with
// their photos and PDFs made at seed time, then the assistant's conversations and the reminder
// channels. Runs only when the seed has just created the demo keeper, so it adds everything
// exactly once; each capability's own demo data follows (`demoSeed`, seedAccounts.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../../openDatabase';
import { dietPlans } from '../../../diet-plan/dietPlanTables';
import { petDocuments } from '../../../pet-documents/documentTables';
import { petFileValues } from '../../../pet-files/petFileService';
import { petFiles } from '../../../pet-files/petFileTables';
import { albums, photos } from '../../../photo-gallery/photoTables';
import { insertPet } from '../../../pets/petService';
import { petWeights, pets } from '../../../pets/petTables';
import { addMonths } from '../../../reminders/nextOccurrence';
import { isoDay } from '../../../pets/recordRules';
import { reminders } from '../../../reminders/reminderTables';
import type { FileStorage } from '../../../storage/FileStorage';
import { acceptUpload, type UploadDescriptor } from '../../../uploads/acceptUpload';
import type { UploadPolicyName } from '../../../uploads/uploadPolicies';
import { visitAttachments, visits } from '../../../visits/visitTables';
import { seedDemoReminderChannels } from './demoReminderChannels';
import { demoPhoto, type DemoScene } from './demoImages';
import {
  biscuit,
  demoDates,
  miso,
  type DemoAlbum,
  type DemoDocument,
  type DemoPet,
} from './demoPetsData';
import { seedDemoAssistant } from './seedDemoAssistant';

export interface DemoPetsOptions {
  now: Date;
  /** Where the demo's photos and PDFs go; without it (tests) the pets get no files. */
  storage?: FileStorage;
  /** Every upload stored, so the seed can delete them again if its transaction fails. */
  stored: UploadDescriptor[];
}

const DAY = 24 * 60 * 60 * 1000;

/** Makes the file (only when it will be stored: test servers seed without storage) and stores it. */
export async function stored(
  options: DemoPetsOptions,
  make: () => Promise<Buffer>,
  policy: UploadPolicyName,
  filename: string,
): Promise<UploadDescriptor | null> {
  if (!options.storage) return null;
  const upload = await acceptUpload(await make(), {
    policy,
    storage: options.storage,
    filename,
  });
  options.stored.push(upload);
  return upload;
}

export async function fileRow(db: Database, petId: number, upload: UploadDescriptor, now: Date) {
  const [row] = await db
    .insert(petFiles)
    .values(petFileValues(petId, upload, now))
    .returning();
  if (!row) throw new Error('demo file insert returned nothing');
  return row;
}

async function album(db: Database, options: DemoPetsOptions, petId: number, data: DemoAlbum) {
  const { now } = options;
  const [created] = await db
    .insert(albums)
    .values({
      petId,
      title: data.title,
      description: data.description,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: albums.id });
  for (const [index, scene] of data.scenes.entries()) {
    const upload = await stored(
      options,
      () => demoPhoto(scene),
      'petPhoto',
      `IMG_${1040 + index}.jpg`,
    );
    if (!upload || !created) continue;
    const file = await fileRow(db, petId, upload, now);
    await db.insert(photos).values({
      albumId: created.id,
      fileId: file.id,
      caption: scene.caption,
      takenOn: demoDates(now).daysAgo(scene.daysAgo),
      createdAt: now,
    });
  }
}

/** The pet's profile photo: a file of its own (replacing it must not touch the albums). */
async function profilePhoto(
  db: Database,
  options: DemoPetsOptions,
  petId: number,
  scene: DemoScene,
): Promise<void> {
  const upload = await stored(options, () => demoPhoto(scene), 'petPhoto', 'profile.jpg');
  if (!upload) return;
  const file = await fileRow(db, petId, upload, options.now);
  await db.update(pets).set({ photoFileId: file.id }).where(eq(pets.id, petId));
}

async function document(
  db: Database,
  options: DemoPetsOptions,
  petId: number,
  { pdf, record, filename }: DemoDocument,
): Promise<void> {
  const upload = await stored(options, pdf, 'document', filename);
  if (!upload) return;
  const file = await fileRow(db, petId, upload, options.now);
  await db.insert(petDocuments).values({
    petId,
    ...record,
    fileId: file.id,
    createdAt: options.now,
    updatedAt: options.now,
  });
}

/** Monthly weighings along a curve (kg by month, oldest first; the last one this month). */
function weighings(now: Date, kilograms: readonly number[]) {
  return kilograms.map((kg, index) => ({
    grams: Math.round(kg * 1000),
    measuredOn: isoDay(addMonths(now, -(kilograms.length - 1 - index))),
  }));
}

async function seedPet(db: Database, userId: number, options: DemoPetsOptions, pet: DemoPet) {
  const { now } = options;
  const stamps = { createdAt: now, updatedAt: now };
  const petId = await insertPet(db, userId, pet.profile, {
    now: new Date(now.getTime() - pet.createdDaysAgo * DAY),
    language: 'en',
  });
  await db
    .insert(petWeights)
    .values(weighings(now, pet.weightsKg).map((entry) => ({ petId, ...entry, createdAt: now })));
  const visitRows = await db
    .insert(visits)
    .values(pet.visits.map((visit) => ({ petId, ...visit, ...stamps })))
    .returning({ id: visits.id });
  if (pet.invoice) {
    const invoice = await stored(options, pet.invoice.pdf, 'document', pet.invoice.filename);
    const visit = visitRows[pet.invoice.visit];
    if (invoice && visit) {
      const file = await fileRow(db, petId, invoice, now);
      await db
        .insert(visitAttachments)
        .values({ visitId: visit.id, fileId: file.id, createdAt: now });
    }
  }
  for (const data of pet.documents) await document(db, options, petId, data);
  await profilePhoto(db, options, petId, pet.profilePhoto);
  for (const data of pet.albums) await album(db, options, petId, data);
  await db.insert(reminders).values(pet.reminders.map((row) => ({ petId, ...row, ...stamps })));
  if (pet.dietPlan) await db.insert(dietPlans).values({ petId, ...pet.dietPlan, updatedAt: now });
}

export async function seedDemoPets(
  db: Database,
  userId: number,
  options: DemoPetsOptions,
): Promise<void> {
  await seedPet(db, userId, options, biscuit(options.now));
  await seedPet(db, userId, options, miso(options.now));
  await seedDemoAssistant(db, userId, options);
  await seedDemoReminderChannels(db, userId, options.now);
}
