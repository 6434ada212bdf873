// "Download my data": a short-lived download link (so the browser's own download manager can
// fetch and save a large ZIP without our bearer token), and the export behind it.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DataExportLink } from '@contract/schemas/keeperData';
import { addMs, DAY, MINUTE, type Clock } from '../http/clock';
import { randomToken, sha256Hex } from '../http/secrets';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { petFiles } from '../pet-files';
import { pets } from '../pets';
import { collectKeeperData, recordCount } from './collectKeeperData';
import type { ExportDocument, ExportFile } from './exportZip';
import { dataExports } from './keeperDataTables';

export const EXPORT_LINK_EXPIRED =
  'This download link has expired. Create a new one on the Your data page.';

export interface DataExportDeps {
  db: Database;
  clock: Clock;
  /** Minutes a link works. */
  linkMinutes: number;
}

/** The original files of the keeper's pets (derived sizes are not the keeper's own files). */
export async function keeperFiles(db: Database, userId: number): Promise<ExportFile[]> {
  return db
    .select({
      id: petFiles.id,
      petId: petFiles.petId,
      key: petFiles.key,
      mime: petFiles.mime,
      originalName: petFiles.originalName,
      createdAt: petFiles.createdAt,
    })
    .from(petFiles)
    .innerJoin(pets, eq(pets.id, petFiles.petId))
    .where(eq(pets.userId, userId))
    .orderBy(asc(petFiles.petId), asc(petFiles.createdAt), asc(petFiles.id));
}

export class DataExportService {
  constructor(private readonly deps: DataExportDeps) {}

  /** A new download link, with what the ZIP will hold. Links older than a day are forgotten. */
  async createLink(userId: number): Promise<DataExportLink> {
    const { db, clock, linkMinutes } = this.deps;
    const now = clock.now();
    const data = await collectKeeperData(db, userId);
    const files = data.sections.get('files') ?? [];
    const token = randomToken();
    const expiresAt = addMs(now, linkMinutes * MINUTE);
    await db.transaction(async (tx) => {
      await tx
        .delete(dataExports)
        .where(and(eq(dataExports.userId, userId), lt(dataExports.expiresAt, addMs(now, -DAY))));
      await tx
        .insert(dataExports)
        .values({ userId, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
    });
    return {
      path: `account/data-export/${token}`,
      expires_at: expiresAt.toISOString(),
      summary: {
        records: recordCount(data),
        files: files.length,
        file_bytes: files.reduce((sum, row) => sum + Number(row.bytes ?? 0), 0),
      },
    };
  }

  /** The export behind a link that still works, counted as a download; 404 otherwise. */
  async open(token: string): Promise<ExportDocument> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const [link] = await db
      .update(dataExports)
      .set({ downloads: sql`${dataExports.downloads} + 1`, lastDownloadedAt: now })
      .where(and(eq(dataExports.tokenHash, sha256Hex(token)), gt(dataExports.expiresAt, now)))
      .returning({ userId: dataExports.userId });
    if (!link) throw new NotFoundError(EXPORT_LINK_EXPIRED);
    const [user] = await db
      .select({ publicId: users.publicId, language: users.language })
      .from(users)
      .where(eq(users.id, link.userId));
    if (!user) throw new NotFoundError(EXPORT_LINK_EXPIRED);
    return {
      publicId: user.publicId,
      language: user.language,
      generatedAt: now,
      data: await collectKeeperData(db, link.userId),
      files: await keeperFiles(db, link.userId),
    };
  }
}
