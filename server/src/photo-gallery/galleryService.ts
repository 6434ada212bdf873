// Photo albums of a pet: albums newest first with their photo count and cover (the first photo),
// photos in the order they were added. A photo's file goes with it.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PET_LIST_MAX } from '@contract/pets/petLimits';
import type {
  Album,
  AlbumInput,
  AlbumUpdate,
  Photo,
  PhotoFields,
} from '@contract/schemas/petGallery';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { type PetFileRow, petFiles } from '../pet-files';
import { ownedPet, pets, type PetsDeps, RecordRules } from '../pets';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import { albums, photos } from './photoTables';

type AlbumRow = typeof albums.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;

export const ALBUM_NOT_FOUND = 'Album not found.';
export const PHOTO_NOT_FOUND = 'Photo not found.';

export class GalleryService {
  constructor(private readonly deps: PetsDeps) {}

  private photoView(photo: PhotoRow, file: PetFileRow): Photo {
    return {
      id: String(photo.id),
      album_id: String(photo.albumId),
      caption: photo.caption,
      taken_on: photo.takenOn,
      file: this.deps.files.fileRef(file),
      created_at: photo.createdAt.toISOString(),
    };
  }

  /** Albums with their count and cover, in one query (a lateral join for the cover). */
  private async albumViews(db: Database, where: SQL): Promise<Album[]> {
    const cover = db
      .select({ fileId: photos.fileId })
      .from(photos)
      .where(eq(photos.albumId, albums.id))
      .orderBy(asc(photos.id))
      .limit(1)
      .as('cover');
    const rows = await db
      .select({
        album: albums,
        photoCount:
          sql<number>`(select count(*) from ${photos} where ${photos.albumId} = ${albums.id})`.mapWith(
            Number,
          ),
        cover: petFiles,
      })
      .from(albums)
      .leftJoinLateral(cover, sql`true`)
      .leftJoin(petFiles, eq(petFiles.id, cover.fileId))
      .where(where)
      .orderBy(desc(albums.createdAt), desc(albums.id));
    return rows.map(({ album, photoCount, cover: file }) => ({
      id: String(album.id),
      title: album.title,
      description: album.description,
      cover: file === null ? null : this.deps.files.fileRef(file),
      photo_count: photoCount,
      created_at: album.createdAt.toISOString(),
      updated_at: album.updatedAt.toISOString(),
    }));
  }

  private async album(db: Database, albumId: number): Promise<Album> {
    const [album] = await this.albumViews(db, eq(albums.id, albumId));
    if (!album) throw new NotFoundError(ALBUM_NOT_FOUND);
    return album;
  }

  /** The caller's album (locked for the transaction), or a 404. */
  async ownedAlbum(db: Database, userId: number, albumId: number): Promise<AlbumRow> {
    const [row] = await db
      .select({ album: albums })
      .from(albums)
      .innerJoin(pets, eq(pets.id, albums.petId))
      .where(and(eq(albums.id, albumId), eq(pets.userId, userId)))
      .for('update', { of: albums });
    if (!row) throw new NotFoundError(ALBUM_NOT_FOUND);
    return row.album;
  }

  private async ownedPhoto(db: Database, userId: number, photoId: number) {
    const [row] = await db
      .select({ photo: photos, file: petFiles, petId: albums.petId })
      .from(photos)
      .innerJoin(albums, eq(albums.id, photos.albumId))
      .innerJoin(pets, eq(pets.id, albums.petId))
      .innerJoin(petFiles, eq(petFiles.id, photos.fileId))
      .where(and(eq(photos.id, photoId), eq(pets.userId, userId)))
      .for('update', { of: photos });
    if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
    return row;
  }

  async list(userId: number, petId: number): Promise<Album[]> {
    await ownedPet(this.deps.db, userId, petId);
    return this.albumViews(this.deps.db, eq(albums.petId, petId));
  }

  async create(userId: number, petId: number, input: AlbumInput): Promise<Album> {
    return this.deps.db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forUpdate: true });
      const now = this.deps.clock.now();
      const [row] = await tx
        .insert(albums)
        .values({
          petId,
          title: input.title,
          description: input.description ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: albums.id });
      if (!row) throw new Error('album insert returned nothing');
      return this.album(tx, row.id);
    });
  }

  async show(userId: number, albumId: number): Promise<{ album: Album; photos: Photo[] }> {
    const db = this.deps.db;
    const owned = await this.ownedAlbum(db, userId, albumId);
    const rows = await db
      .select({ photo: photos, file: petFiles })
      .from(photos)
      .innerJoin(petFiles, eq(petFiles.id, photos.fileId))
      .where(eq(photos.albumId, owned.id))
      .orderBy(asc(photos.id));
    return {
      album: await this.album(db, owned.id),
      photos: rows.map(({ photo, file }) => this.photoView(photo, file)),
    };
  }

  async update(userId: number, albumId: number, input: AlbumUpdate): Promise<Album> {
    return this.deps.db.transaction(async (tx) => {
      await this.ownedAlbum(tx, userId, albumId);
      await tx
        .update(albums)
        .set({
          ...(input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && { description: input.description }),
          updatedAt: this.deps.clock.now(),
        })
        .where(eq(albums.id, albumId));
      return this.album(tx, albumId);
    });
  }

  async remove(userId: number, albumId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.ownedAlbum(tx, userId, albumId);
      const files = tx
        .select({ id: photos.fileId })
        .from(photos)
        .where(eq(photos.albumId, albumId));
      await tx.delete(petFiles).where(inArray(petFiles.id, files));
      await tx.delete(albums).where(eq(albums.id, albumId));
    });
    await this.deps.files.purgeAfterCommit();
  }

  private takenOnErrors(takenOn: string | null | undefined): void {
    const rules = new RecordRules(this.deps.clock.now());
    rules.past('taken_on', takenOn);
    if (!rules.ok) throw new ValidationError(rules.errors);
  }

  /** Checked before an upload is read, so a refused one costs nothing. */
  async assertRoomFor(userId: number, albumId: number): Promise<AlbumRow> {
    const album = await this.ownedAlbum(this.deps.db, userId, albumId);
    const [row] = await this.deps.db
      .select({ value: count() })
      .from(photos)
      .where(eq(photos.albumId, albumId));
    if (Number(row?.value ?? 0) >= PET_LIST_MAX.albumPhotos) {
      throw new ValidationError({
        file: [`An album may not have more than ${PET_LIST_MAX.albumPhotos} photos.`],
      });
    }
    return album;
  }

  async addPhoto(
    userId: number,
    album: AlbumRow,
    upload: UploadDescriptor,
    fields: PhotoFields,
  ): Promise<Photo> {
    return this.deps.files.recordUpload(album.petId, upload, async (tx, file) => {
      await this.ownedAlbum(tx, userId, album.id);
      this.takenOnErrors(fields.taken_on);
      const now = this.deps.clock.now();
      const [photo] = await tx
        .insert(photos)
        .values({
          albumId: album.id,
          fileId: file.id,
          caption: fields.caption ?? null,
          takenOn: fields.taken_on ?? null,
          createdAt: now,
        })
        .returning();
      if (!photo) throw new Error('photo insert returned nothing');
      await tx.update(albums).set({ updatedAt: now }).where(eq(albums.id, album.id));
      return this.photoView(photo, file);
    });
  }

  async updatePhoto(userId: number, photoId: number, fields: PhotoFields): Promise<Photo> {
    this.takenOnErrors(fields.taken_on);
    return this.deps.db.transaction(async (tx) => {
      const { photo, file } = await this.ownedPhoto(tx, userId, photoId);
      const [updated] = await tx
        .update(photos)
        .set({
          ...(fields.caption !== undefined && { caption: fields.caption }),
          ...(fields.taken_on !== undefined && { takenOn: fields.taken_on }),
        })
        .where(eq(photos.id, photo.id))
        .returning();
      return this.photoView(updated ?? photo, file);
    });
  }

  async removePhoto(userId: number, photoId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const { file } = await this.ownedPhoto(tx, userId, photoId);
      await tx.delete(petFiles).where(eq(petFiles.id, file.id));
    });
    await this.deps.files.purgeAfterCommit();
  }
}
