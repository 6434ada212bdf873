// AI health reports in SQL: the pet's records gathered (its own only), rendered to a PDF,
// stored as a pet file (through acceptUpload's document checks) with its report row in one
// transaction — a pet without Premium spends one bought report in that same transaction —
// listed newest first, deleted with their file.
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { HealthReport, HealthReportAllowance } from '@contract/schemas/healthReport';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { healthReportCredits, petHasSubscription } from '../billing';
import { HttpError, NotFoundError } from '../errors/HttpError';
import { ownedPet, petWeights } from '../pets';
import { petFiles, type PetFileService } from '../pet-files';
import { reminders } from '../reminders';
import { visits } from '../visits';
import { acceptUpload } from '../uploads/acceptUpload';
import { chatThreads } from '../chat';
import { imageAnalyses } from '../image-analysis';
import type { ReportData, ReportLanguage } from './healthReportLines';
import { renderHealthReport } from './healthReportPdf';
import { healthReports } from './healthReportTables';
import { isoDateIn, REPORT_TIME_ZONES } from './reportFormat';

export const REPORT_NOT_FOUND = 'Health report not found.';

/** 402 for a pet without Premium and without a bought report, in the request's language. */
export const REPORT_NEEDS_PURCHASE: Record<ReportLanguage, string> = {
  en: 'Health reports are included in Premium. Subscribe this pet to Premium or buy a report to create one.',
  jp: '健康レポートはプレミアムプランに含まれています。このペットをプレミアムプランに登録するか、レポートを購入してください。',
};

export class ReportNeedsPurchaseError extends HttpError {
  override name = 'ReportNeedsPurchaseError';

  constructor(language: ReportLanguage) {
    super(402, REPORT_NEEDS_PURCHASE[language]);
  }
}

/** Premium includes reports; otherwise the reports bought for the pet and not used yet. */
export async function reportAllowance(db: Database, petId: number): Promise<HealthReportAllowance> {
  const included = await petHasSubscription(db, petId);
  const [row] = await db
    .select({ available: healthReportCredits.available })
    .from(healthReportCredits)
    .where(eq(healthReportCredits.petId, petId));
  const credits = row?.available ?? 0;
  return { included, credits, can_create: included || credits > 0 };
}

/** Takes one bought report of the pet; false when there is none left. */
async function spendCredit(db: Database, petId: number): Promise<boolean> {
  const spent = await db
    .update(healthReportCredits)
    .set({ available: sql`${healthReportCredits.available} - 1` })
    .where(and(eq(healthReportCredits.petId, petId), gt(healthReportCredits.available, 0)))
    .returning({ available: healthReportCredits.available });
  return spent.length > 0;
}
const RECENT = 10;

type ReportRow = typeof healthReports.$inferSelect;

/** What a report shows: the pet's own records (the keeper's only), the recent ones first. */
export async function gatherReportData(
  db: Database,
  userId: number,
  petId: number,
  now: Date,
  language: ReportLanguage,
): Promise<ReportData> {
  const pet = await ownedPet(db, userId, petId);
  const weights = await db
    .select()
    .from(petWeights)
    .where(eq(petWeights.petId, petId))
    .orderBy(asc(petWeights.measuredOn), asc(petWeights.id));
  const visitRows = await db
    .select()
    .from(visits)
    .where(eq(visits.petId, petId))
    .orderBy(desc(visits.visitedOn))
    .limit(RECENT);
  // One line per symptom check (a chat thread), under the question it was asked with and at its
  // highest level, as the keeper's list of checks shows it; photo analyses have their own list.
  const checks = await db
    .select({
      at: chatThreads.lastMessageAt,
      title: chatThreads.title,
      level: chatThreads.maxLevel,
    })
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.petId, petId),
        eq(chatThreads.userId, userId),
        eq(chatThreads.origin, 'chat'),
        isNotNull(chatThreads.maxLevel),
      ),
    )
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id))
    .limit(RECENT);
  const analyses = await db
    .select()
    .from(imageAnalyses)
    .where(and(eq(imageAnalyses.petId, petId), eq(imageAnalyses.userId, userId)))
    .orderBy(desc(imageAnalyses.createdAt))
    .limit(RECENT);
  const upcoming = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.petId, petId), isNull(reminders.doneAt), gte(reminders.dueAt, now)))
    .orderBy(asc(reminders.dueAt))
    .limit(RECENT);
  const latest = weights[weights.length - 1];
  const [keeper] = await db
    .select({ weightUnit: users.weightUnit })
    .from(users)
    .where(eq(users.id, userId));
  return {
    createdAt: now,
    timeZone: REPORT_TIME_ZONES[language],
    weightUnit: keeper?.weightUnit ?? 'kg',
    pet: {
      name: pet.name,
      species: pet.species,
      breed: pet.breed,
      sex: pet.sex,
      neutered: pet.neutered,
      birthDate: pet.birthDate,
      birthDateIsEstimate: pet.birthDateIsEstimate,
      microchip: pet.microchipNumber,
      weightGrams: latest ? latest.grams : null,
    },
    weights: weights.map((w) => ({ on: w.measuredOn, grams: w.grams })),
    visits: visitRows.map((v) => ({
      on: v.visitedOn,
      clinic: v.clinic,
      reason: v.reason,
      diagnosis: v.diagnosis,
      treatment: v.treatment,
    })),
    vaccinations: pet.vaccinations.map((v) => ({
      name: v.name,
      givenOn: v.given_on,
      nextDueOn: v.next_due_on,
    })),
    medications: pet.medications.map((m) => ({
      name: m.name,
      dose: m.dose,
      frequency: m.frequency,
    })),
    allergies: pet.allergies,
    conditions: pet.conditions,
    triage: checks.flatMap((c) =>
      c.level ? [{ at: c.at, question: c.title, level: c.level }] : [],
    ),
    analyses: analyses.map((a) => ({
      at: a.createdAt,
      area: a.bodyArea,
      level: a.triage?.level ?? null,
    })),
    reminders: upcoming.map((r) => ({ due: r.dueAt, title: r.title })),
  };
}

export class HealthReportService {
  constructor(private readonly deps: { db: Database; clock: Clock; files: PetFileService }) {}

  private view(row: ReportRow, file: typeof petFiles.$inferSelect): HealthReport {
    const ref = this.deps.files.fileRef(file);
    return {
      id: String(row.id),
      pet_id: String(row.petId),
      language: row.language,
      status: 'ready',
      // The signed URL with download=1 answers Content-Disposition: attachment.
      file: { ...ref, url: `${ref.url}&download=1` },
      pages: row.pages,
      created_at: row.createdAt.toISOString(),
    };
  }

  async list(userId: number, petId: number): Promise<HealthReport[]> {
    await ownedPet(this.deps.db, userId, petId);
    const rows = await this.deps.db
      .select({ report: healthReports, file: petFiles })
      .from(healthReports)
      .innerJoin(petFiles, eq(petFiles.id, healthReports.fileId))
      .where(and(eq(healthReports.petId, petId), eq(healthReports.userId, userId)))
      .orderBy(desc(healthReports.createdAt), desc(healthReports.id));
    return rows.map((r) => this.view(r.report, r.file));
  }

  /** The keeper's preferred language when none is asked for. */
  async preferredLanguage(userId: number): Promise<ReportLanguage> {
    const [user] = await this.deps.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return user?.language === 'jp' ? 'jp' : 'en';
  }

  gather(userId: number, petId: number, language: ReportLanguage): Promise<ReportData> {
    return gatherReportData(this.deps.db, userId, petId, this.deps.clock.now(), language);
  }

  /** What creating a report for the keeper's pet needs (404 for someone else's pet). */
  async allowance(userId: number, petId: number): Promise<HealthReportAllowance> {
    await ownedPet(this.deps.db, userId, petId);
    return reportAllowance(this.deps.db, petId);
  }

  /**
   * Renders and stores a report. A pet without Premium spends one bought report in the same
   * transaction as the report row (two tabs racing for the last one: one gets 402, and its
   * stored PDF is discarded with the rolled-back row). `messageLanguage` words the 402.
   */
  async create(
    userId: number,
    petId: number,
    language: ReportLanguage,
    messageLanguage: ReportLanguage = language,
  ): Promise<HealthReport> {
    const data = await this.gather(userId, petId, language);
    const { pdf, pages } = await renderHealthReport(data, language);
    const upload = await acceptUpload(pdf, {
      policy: 'document',
      storage: this.deps.files.storage,
      filename: `health-report-${data.pet.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${isoDateIn(data.createdAt, data.timeZone)}.pdf`,
      language,
    });
    return this.deps.files.recordUpload(petId, upload, async (tx, file) => {
      await ownedPet(tx, userId, petId);
      if (!(await petHasSubscription(tx, petId)) && !(await spendCredit(tx, petId))) {
        throw new ReportNeedsPurchaseError(messageLanguage);
      }
      const [row] = await tx
        .insert(healthReports)
        .values({
          userId,
          petId,
          language,
          fileId: file.id,
          pages,
          createdAt: this.deps.clock.now(),
        })
        .returning();
      if (!row) throw new Error('report insert returned nothing');
      return this.view(row, file);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    const [row] = await this.deps.db
      .select()
      .from(healthReports)
      .where(and(eq(healthReports.id, id), eq(healthReports.userId, userId)));
    if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
    await this.deps.db.delete(petFiles).where(eq(petFiles.id, row.fileId));
    await this.deps.files.purgeAfterCommit();
  }
}
