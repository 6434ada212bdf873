// The demo keeper's AI assistant history, so `npm start` shows it: saved symptom-checker threads
// (one that reached an emergency), a photo analysis and a health report. Every answer is the
// embedded engine's real answer to the message, stored as the chat route stores it.
import { and, asc, eq } from 'drizzle-orm';
import type { BodyArea } from '@contract/aiAssistant';
import type { Database } from '../../openDatabase';
import { pets } from '../../../pets/petTables';
import { chatMessages, chatThreads } from '../../../chat/chatTables';
import { titleOf } from '../../../chat/threadViews';
import { enginePet } from '../../../chat/enginePet';
import { triageSummary } from '../../../chat/triageSummary';
import { imageAnalyses } from '../../../image-analysis/imageAnalysisTables';
import { healthReports } from '../../../health-report/healthReportTables';
import { gatherReportData } from '../../../health-report/healthReportService';
import { isoDateIn } from '../../../health-report/reportFormat';
import { renderHealthReport } from '../../../health-report/healthReportPdf';
import { composeText } from '../../../triage/composer';
import { mostUrgent } from '../../../triage/levels';
import { guidedQuestions, triagePhotoAnswers } from '../../../triage/photo/guidedQuestions';
import { checkPhotoUsability } from '../../../triage/photo/photoUsability';
import { triage } from '../../../triage/triage';
import type { ThreadMessage } from '../../../triage/types';
import sharp from 'sharp';
import { fileRow, stored, type DemoPetsOptions } from './seedDemoPets';

const HOUR = 60 * 60 * 1000;

/** A close-up of skin and coat (fine texture with a reddish patch), drawn here, the same every time. */
function skinCloseUp(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 17;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 90) - 45;
      const patch = Math.hypot(x - 620, y - 430) < 220 ? 40 : 0;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 190 + grain + patch));
      pixels[i + 1] = Math.max(0, Math.min(255, 140 + grain - patch));
      pixels[i + 2] = Math.max(0, Math.min(255, 110 + grain - patch));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function seedThread(
  db: Database,
  userId: number,
  pet: typeof pets.$inferSelect,
  at: Date,
  messages: readonly string[],
): Promise<void> {
  const profile = await enginePet(db, pet, at);
  const [thread] = await db
    .insert(chatThreads)
    .values({
      userId,
      petId: pet.id,
      title: titleOf(messages[0] ?? ''),
      createdAt: at,
      lastMessageAt: at,
    })
    .returning();
  if (!thread) throw new Error('demo thread insert returned nothing');
  const history: ThreadMessage[] = [];
  let maxLevel = null as ReturnType<typeof mostUrgent> | null;
  let time = at.getTime();
  for (const message of messages) {
    const result = triage({ message, pet: profile, thread: history }, { petName: pet.name });
    const text = composeText(result, { locale: result.locale, petName: pet.name });
    const summary = triageSummary(result, 'engine', null, pet.name);
    const versions = {
      engineVersion: result.engineVersion,
      knowledgeVersion: result.knowledgeVersion,
      source: 'engine' as const,
    };
    await db.insert(chatMessages).values([
      {
        threadId: thread.id,
        role: 'keeper',
        text: message,
        createdAt: new Date(time),
        ...versions,
      },
      {
        threadId: thread.id,
        role: 'assistant',
        text,
        triage: summary,
        askedQuestionIds: result.questions.map((q) => q.id),
        createdAt: new Date(time + 2000),
        ...versions,
      },
    ]);
    history.push(
      { role: 'keeper', text: message },
      { role: 'assistant', text, askedQuestionIds: result.questions.map((q) => q.id) },
    );
    maxLevel = mostUrgent(maxLevel, result.level);
    time += 3 * 60_000;
  }
  await db
    .update(chatThreads)
    .set({ maxLevel, messageCount: messages.length * 2, lastMessageAt: new Date(time) })
    .where(eq(chatThreads.id, thread.id));
}

async function seedAnalysis(
  db: Database,
  userId: number,
  pet: typeof pets.$inferSelect,
  at: Date,
  options: DemoPetsOptions,
): Promise<void> {
  if (!options.storage) return;
  const photo = await skinCloseUp();
  const quality = await checkPhotoUsability(photo);
  // Only a photo the real check accepts becomes an analysis, as in the app.
  if (!quality.usable) return;
  const upload = await stored(options, async () => photo, 'analysisPhoto', 'IMG_2041.jpg');
  if (!upload) return;
  const file = await fileRow(db, pet.id, upload, at);
  const area: BodyArea = 'skin_coat';
  const questions = guidedQuestions(area);
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.options[0]!.id]));
  const concern = 'A red, itchy patch on his flank since the weekend';
  const result = triagePhotoAnswers({
    area,
    answers,
    description: concern,
    pet: await enginePet(db, pet, at),
    locale: 'en',
  });
  await db.insert(imageAnalyses).values({
    userId,
    petId: pet.id,
    bodyArea: area,
    concern,
    photoFileId: file.id,
    quality: { usable: true, problems: [], width: quality.width, height: quality.height },
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text.en,
      options: q.options.map((o) => ({ id: o.id, text: o.text.en })),
    })),
    answers,
    triage: triageSummary(result, 'engine', null, pet.name),
    locale: 'en',
    createdAt: at,
  });
}

async function seedReport(
  db: Database,
  userId: number,
  pet: typeof pets.$inferSelect,
  at: Date,
  options: DemoPetsOptions,
): Promise<void> {
  const data = await gatherReportData(db, userId, pet.id, at, 'en');
  const { pdf, pages } = await renderHealthReport(data, 'en');
  const upload = await stored(
    options,
    async () => pdf,
    'document',
    `health-report-${pet.name}-${isoDateIn(data.createdAt, data.timeZone)}.pdf`,
  );
  if (!upload) return;
  const file = await fileRow(db, pet.id, upload, at);
  await db
    .insert(healthReports)
    .values({ userId, petId: pet.id, language: 'en', fileId: file.id, pages, createdAt: at });
}

export async function seedDemoAssistant(
  db: Database,
  userId: number,
  options: DemoPetsOptions,
): Promise<void> {
  const demoPets = await db
    .select()
    .from(pets)
    .where(and(eq(pets.userId, userId)))
    .orderBy(asc(pets.id));
  const [dog, cat] = demoPets;
  const ago = (hours: number) => new Date(options.now.getTime() - hours * HOUR);
  if (dog) {
    await seedThread(db, userId, dog, ago(24 * 9), [
      `${dog.name} ate a bar of dark chocolate about an hour ago`,
      'It was a 100 g bar, about 70% cocoa',
    ]);
    await seedThread(db, userId, dog, ago(24 * 3), [
      `${dog.name} has been scratching his left ear since yesterday and shakes his head`,
    ]);
    await seedAnalysis(db, userId, dog, ago(30), options);
  }
  if (cat) {
    await seedThread(db, userId, cat, ago(20), [
      `${cat.name} sneezed a few times today but is eating normally`,
    ]);
  }
  if (dog) await seedReport(db, userId, dog, ago(2), options);
}
