// Pictures admins upload for content: stored through the storage driver (uploads/acceptUpload
// with the contentImage policy: type sniffed from the bytes, 10 MB, re-encoded without metadata,
// a 1920 px WebP copy and a 480 px thumbnail), recorded with an audit entry in one transaction,
// and served publicly by id.
import { count, desc, eq } from 'drizzle-orm';
import type { AdminContentImage } from '@contract/schemas/adminContent';
import { type AuditActor, recordAudit } from '../admin-audit';
import type { Database } from '../db/openDatabase';
import { inTransaction } from '../db/unitOfWork';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import { contentImages } from './adminContentTables';

type Row = typeof contentImages.$inferSelect;

export const CONTENT_IMAGE_NOT_FOUND = 'Image not found.';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function contentImagePath(id: string, file: string): string {
  return `/api/content-images/${id}/${file}`;
}

export function originalFileName(mime: string): string {
  return `original.${EXTENSIONS[mime] ?? 'bin'}`;
}

export function contentImageView(row: Row): AdminContentImage {
  return {
    id: row.id,
    url: contentImagePath(row.id, 'display.webp'),
    original_url: contentImagePath(row.id, originalFileName(row.mime)),
    thumbnail_url: contentImagePath(row.id, 'thumb.webp'),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    mime: row.mime,
    original_name: row.originalName,
    created_at: row.createdAt.toISOString(),
  };
}

/** Records an accepted upload; if that fails, its stored files are deleted again. */
export async function recordContentImage(
  db: Database,
  actor: AuditActor,
  upload: UploadDescriptor,
  discard: () => Promise<void>,
): Promise<AdminContentImage> {
  try {
    return await inTransaction(db, async ({ tx }) => {
      const [row] = await tx
        .insert(contentImages)
        .values({
          id: upload.id,
          key: upload.key,
          displayKey: upload.displayKey ?? upload.key,
          thumbnailKey: upload.thumbnailKey ?? upload.key,
          mime: upload.mime,
          width: upload.width ?? 0,
          height: upload.height ?? 0,
          bytes: upload.bytes,
          sha256: upload.sha256,
          originalName: upload.originalName,
          uploadedBy: actor.userId,
        })
        .returning();
      if (!row) throw new Error('content image insert returned nothing');
      const view = contentImageView(row);
      await recordAudit(tx, actor, {
        action: 'content_image.upload',
        targetType: 'content_image',
        targetId: row.id,
        targetLabel: row.originalName ?? view.url,
        before: null,
        after: view,
      });
      return view;
    });
  } catch (error) {
    await discard();
    throw error;
  }
}

export async function listContentImages(
  db: Database,
  page: number,
  perPage: number,
): Promise<{ items: AdminContentImage[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentImages)
      .orderBy(desc(contentImages.createdAt), desc(contentImages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(contentImages),
  ]);
  return { items: rows.map(contentImageView), total: total?.total ?? 0 };
}

/** The storage key behind a public file name, or null when there is no such file. */
export async function contentImageKey(
  db: Database,
  id: string,
  file: string,
): Promise<string | null> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id)).limit(1);
  if (!row) return null;
  if (file === 'display.webp') return row.displayKey;
  if (file === 'thumb.webp') return row.thumbnailKey;
  return file === originalFileName(row.mime) ? row.key : null;
}
