// Photo albums of a pet and their photos (one stored image each).
import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef, timestamps } from '../db/columns';
import { petFiles, pets } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const albums = pgTable(
  'albums',
  {
    id: id(),
    petId: parentRef('pet_id', () => pets.id),
    title: text('title').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('albums_pet_idx').on(t.petId, t.createdAt)],
);

export const photos = pgTable(
  'photos',
  {
    id: id(),
    albumId: parentRef('album_id', () => albums.id),
    fileId: uuid('file_id')
      .notNull()
      .unique('photos_file_unique')
      .references(() => petFiles.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    takenOn: date('taken_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_album_idx').on(t.albumId, t.id)],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const photoPersonalData = personalDataLines([
  {
    table: 'albums',
    export: [{ section: 'photo_albums', via: 'pet_id', deletion: 'albums' }],
    erasure: CASCADE,
  },
  {
    table: 'photos',
    export: [{ section: 'photos', via: 'album_id', deletion: 'photos' }],
    erasure: CASCADE,
  },
]);
