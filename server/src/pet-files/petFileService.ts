// The pets' stored files: recording what acceptUpload stored (all or nothing with the record that
// uses it), answering with signed FileRefs, and deleting storage objects once their rows are gone
// (the trigger pet_files_queue_purge queues their keys in file_purges).
import { eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileRef } from '@contract/schemas/pets';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import type { FileStorage } from '../storage/FileStorage';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import { discardUpload } from '../uploads/discardUpload';
import type { FileUrlSigner } from './fileUrlSigner';
import { filePurges, petFiles } from './petFileTables';

export type PetFileRow = typeof petFiles.$inferSelect;

/** The columns of a stored file its reference shows (`fileRef`): what a read needs to select. */
export const fileRefColumns = {
  id: petFiles.id,
  kind: petFiles.kind,
  displayKey: petFiles.displayKey,
  thumbnailKey: petFiles.thumbnailKey,
  mime: petFiles.mime,
  bytes: petFiles.bytes,
  width: petFiles.width,
  height: petFiles.height,
  pages: petFiles.pages,
  originalName: petFiles.originalName,
};
export type FileRefRow = Pick<PetFileRow, keyof typeof fileRefColumns>;

/** How long a purge claim lasts: past it, another instance (or the next run) retries the key. */
const PURGE_CLAIM_MS = 5 * 60_000;
const PURGE_BATCH = 100;

/** The row of an accepted upload of a pet. */
export function petFileValues(
  petId: number,
  upload: UploadDescriptor,
  now: Date,
): typeof petFiles.$inferInsert {
  return {
    id: upload.id,
    petId,
    policy: upload.policy,
    kind: upload.kind,
    key: upload.key,
    displayKey: upload.displayKey,
    thumbnailKey: upload.thumbnailKey,
    mime: upload.mime,
    bytes: upload.bytes,
    width: upload.width,
    height: upload.height,
    pages: upload.pages,
    sha256: upload.sha256,
    originalName: upload.originalName,
    createdAt: now,
  };
}

/** A stored file by id, whoever owns it (the signed-URL route checks the signature instead). */
export async function findPetFile(db: Database, id: string): Promise<PetFileRow | undefined> {
  const [file] = await db.select().from(petFiles).where(eq(petFiles.id, id));
  return file;
}

export class PetFileService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      signer: FileUrlSigner;
      clock: Clock;
    },
  ) {}

  /** Where the files' bytes are, for the upload helpers that write and discard them. */
  get storage(): FileStorage {
    return this.deps.storage;
  }

  /**
   * The expiry the URLs signed now carry (unix seconds): an answer holding signed URLs can be
   * served again while it is still this one (pet-dashboard's cache).
   */
  urlExpiry(): number {
    return this.deps.signer.currentExpiry();
  }

  /** The file as the API shows it, with fresh signed URLs. */
  fileRef(row: FileRefRow): FileRef {
    const expires = this.deps.signer.currentExpiry();
    const original = this.deps.signer.sign(row.id, 'original', expires);
    const image = row.kind === 'image';
    return {
      id: row.id,
      mime: row.mime,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      pages: row.pages,
      name: row.originalName,
      url: original.url,
      display_url:
        image && row.displayKey !== null
          ? this.deps.signer.sign(row.id, 'display', expires).url
          : null,
      thumbnail_url:
        image && row.thumbnailKey !== null
          ? this.deps.signer.sign(row.id, 'thumbnail', expires).url
          : null,
      expires_at: original.expiresAt.toISOString(),
    };
  }

  /**
   * Records an accepted upload of a pet and runs `use` (which links it: a photo, a document…) in
   * the same transaction. If anything fails, the stored files are deleted again, so a refused or
   * failed request leaves nothing in storage.
   */
  async recordUpload<T>(
    petId: number,
    upload: UploadDescriptor,
    use: (tx: Database, file: PetFileRow) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        const [file] = await tx
          .insert(petFiles)
          .values(petFileValues(petId, upload, this.deps.clock.now()))
          .returning();
        if (!file) throw new Error('pet file insert returned nothing');
        return use(tx, file);
      });
    } catch (error) {
      await discardUpload(this.storage, upload);
      throw error;
    }
  }

  /**
   * purgeQueued right after a request's commit, best effort: the deletion is committed, so a
   * failure here (the database gone a moment later) must not turn it into an error answer — the
   * scheduled purge retries whatever is still queued.
   */
  async purgeAfterCommit(log?: FastifyBaseLogger): Promise<void> {
    try {
      await this.purgeQueued(log);
    } catch (error) {
      log?.warn({ err: error }, 'file purge after a commit failed; the purge job will retry');
    }
  }

  /**
   * Deletes queued storage keys: claims a batch (so two instances never work on one key at once),
   * deletes each object and then its queue row. A key whose delete fails stays queued and is
   * retried once its claim lapses. Returns how many were deleted.
   */
  async purgeQueued(log?: FastifyBaseLogger): Promise<number> {
    const now = this.deps.clock.now();
    const claimable = this.deps.db
      .select({ key: filePurges.key })
      .from(filePurges)
      .where(or(isNull(filePurges.claimedUntil), lt(filePurges.claimedUntil, now)))
      .orderBy(filePurges.queuedAt)
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await this.deps.db
      .update(filePurges)
      .set({
        claimedUntil: new Date(now.getTime() + PURGE_CLAIM_MS),
        attempts: sql`${filePurges.attempts} + 1`,
      })
      .where(inArray(filePurges.key, claimable))
      .returning({ key: filePurges.key });
    const done: string[] = [];
    for (const { key } of claimed) {
      try {
        await this.storage.delete(key);
        done.push(key);
      } catch (error) {
        log?.warn({ err: error, key }, 'file purge: storage delete failed; will retry');
      }
    }
    if (done.length > 0) {
      await this.deps.db.delete(filePurges).where(inArray(filePurges.key, done));
    }
    return done.length;
  }
}
