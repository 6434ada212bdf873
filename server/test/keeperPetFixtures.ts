// The keeper's pet rows for the keeper-data fixtures (keeperDataFixtures.ts): stored files,
// weights, a visit with an attachment, a clinic share, an album, a document, a diet plan, a
// reminder with its outside channels, a chat thread, a question to the vet, a photo analysis and
// a health report. Text carries the keeper's marker.
import { randomUUID } from 'node:crypto';
import { chatDailyUsage, chatMessages, chatThreads } from '../src/chat/chatTables';
import type { Database } from '../src/db/openDatabase';
import { medicalEntities } from '../src/db/schema';
import { dietPlans } from '../src/diet-plan/dietPlanTables';
import { healthReports } from '../src/health-report/healthReportTables';
import { imageAnalyses } from '../src/image-analysis/imageAnalysisTables';
import { petDocuments } from '../src/pet-documents/documentTables';
import { petFiles } from '../src/pet-files/petFileTables';
import { albums, photos } from '../src/photo-gallery/photoTables';
import { petWeights } from '../src/pets/petTables';
import { reminders } from '../src/reminders/reminderTables';
import {
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
} from '../src/reminders/reminderOutsideTables';
import { defaultChannelChoices } from '@contract/schemas/reminderChannels';
import type { FileStorage } from '../src/storage/FileStorage';
import { visitAttachments, visits } from '../src/visits/visitTables';
import { petShares } from '../src/vet-sharing/vetSharingTables';
import { vetQuestionMessages, vetQuestions } from '../src/vet-questions/vetQuestionTables';

export interface StoredFixtureFile {
  id: string;
  key: string;
  bytes: Buffer;
}

/** Stores bytes under a fresh upload key and records them as a file of the pet. */
export async function addPetFile(
  db: Database,
  storage: FileStorage,
  petId: number,
  options: { policy: 'petPhoto' | 'analysisPhoto' | 'document'; name: string; pdf?: boolean },
): Promise<StoredFixtureFile> {
  const id = randomUUID();
  const pdf = options.pdf ?? false;
  const bytes = Buffer.from(`${pdf ? '%PDF-1.4' : 'JPEG'} ${options.name} ${id}`);
  const key = `${options.policy.toLowerCase()}/${id}/original.${pdf ? 'pdf' : 'jpg'}`;
  await storage.put(key, bytes, { contentType: pdf ? 'application/pdf' : 'image/jpeg' });
  const { createHash } = await import('node:crypto');
  await db.insert(petFiles).values({
    id,
    petId,
    policy: options.policy,
    kind: pdf ? 'pdf' : 'image',
    key,
    mime: pdf ? 'application/pdf' : 'image/jpeg',
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    originalName: options.name,
  });
  return { id, key, bytes };
}

/** Fills the pet's tables; returns the stored files. */
export async function fillPetTables(
  db: Database,
  storage: FileStorage,
  { userId, petId, marker }: { userId: number; petId: number; marker: string },
): Promise<StoredFixtureFile[]> {
  const future = new Date('2030-01-01T00:00:00Z');
  const files = [
    await addPetFile(db, storage, petId, { policy: 'petPhoto', name: `album ${marker}.jpg` }),
    await addPetFile(db, storage, petId, {
      policy: 'document',
      name: `lab ${marker}.pdf`,
      pdf: true,
    }),
    await addPetFile(db, storage, petId, {
      policy: 'document',
      name: `xray ${marker}.pdf`,
      pdf: true,
    }),
    await addPetFile(db, storage, petId, { policy: 'analysisPhoto', name: `ear ${marker}.jpg` }),
    await addPetFile(db, storage, petId, {
      policy: 'document',
      name: `report ${marker}.pdf`,
      pdf: true,
    }),
  ];
  const [albumPhoto, labFile, visitFile, analysisFile, reportFile] = files as [
    StoredFixtureFile,
    StoredFixtureFile,
    StoredFixtureFile,
    StoredFixtureFile,
    StoredFixtureFile,
  ];
  await db
    .insert(petWeights)
    .values({ petId, grams: 9500, measuredOn: '2026-05-01', note: marker });
  const [visit] = await db
    .insert(visits)
    .values({ petId, visitedOn: '2026-05-02', reason: `Check-up ${marker}`, notes: marker })
    .returning();
  await db.insert(visitAttachments).values({ fileId: visitFile.id, visitId: visit!.id });
  const [clinic] = await db.select({ id: medicalEntities.id }).from(medicalEntities).limit(1);
  await db
    .insert(petShares)
    .values({ petId, medicalEntityId: clinic!.id, scopes: ['profile', 'visits'] });
  const [album] = await db
    .insert(albums)
    .values({ petId, title: `Album ${marker}` })
    .returning();
  await db.insert(photos).values({ albumId: album!.id, fileId: albumPhoto.id, caption: marker });
  await db
    .insert(petDocuments)
    .values({ petId, kind: 'lab_result', title: `Bloods ${marker}`, fileId: labFile.id });
  await db
    .insert(dietPlans)
    .values({ petId, activity: 'normal', mealsPerDay: 2, foodName: marker })
    .onConflictDoNothing();
  const [reminder] = await db
    .insert(reminders)
    .values({ petId, kind: 'other', title: `Walk ${marker}`, dueAt: future })
    .returning();
  // Reminders outside the app: the keeper's channels, a delivery and a browser subscription.
  await db.insert(reminderSettings).values({
    userId,
    channels: defaultChannelChoices(),
    quietStart: 21 * 60,
    quietEnd: 8 * 60,
    timeZone: 'Asia/Tokyo',
    calendarToken: `calendar-${marker}`,
  });
  await db
    .insert(reminderDeliveries)
    .values({ reminderId: reminder!.id, channel: 'email', result: 'sent', at: future });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.invalid/${marker}`,
    p256dh: 'key',
    auth: 'auth',
  });
  const [thread] = await db
    .insert(chatThreads)
    .values({ userId, petId, title: `Limping ${marker}` })
    .returning();
  await db.insert(chatMessages).values({
    threadId: thread!.id,
    role: 'keeper',
    text: `He is limping ${marker}`,
    engineVersion: '1',
    knowledgeVersion: '1',
    source: 'engine',
  });
  // The conversation sent to the shared clinic ("Ask my vet"), with the clinic's answer.
  const [question] = await db
    .insert(vetQuestions)
    .values({
      userId,
      petId,
      threadId: thread!.id,
      medicalEntityId: clinic!.id,
      level: 'within_24h',
      reasons: [`Limping ${marker}`],
      conversation: [{ text: `He is limping ${marker}`, created_at: '2026-06-01T08:00:00.000Z' }],
    })
    .returning();
  await db.insert(vetQuestionMessages).values([
    {
      questionId: question!.id,
      author: 'keeper',
      authorName: 'Keeper',
      text: `Is it bad? ${marker}`,
    },
    { questionId: question!.id, author: 'clinic', authorName: 'Dr. Rivera', text: 'Rest him.' },
  ]);
  await db
    .insert(chatDailyUsage)
    .values({ userId, day: '2026-06-01', used: 1 })
    .onConflictDoNothing();
  await db.insert(imageAnalyses).values({
    userId,
    petId,
    bodyArea: 'ear',
    concern: marker,
    photoFileId: analysisFile.id,
    quality: { usable: true, problems: [], width: 10, height: 10 },
    questions: [],
  });
  await db
    .insert(healthReports)
    .values({ userId, petId, language: 'en', fileId: reportFile.id, pages: 1 });
  return files;
}
