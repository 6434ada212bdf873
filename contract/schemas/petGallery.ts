// Photo albums of a pet (server/src/photo-gallery): /photo-gallery lists the albums,
// /photo-gallery/:id shows one. Photos are uploaded one per request (multipart `file`, with the
// optional fields of PhotoFields), so the client shows progress and cancel per file.
import { Type, type Static } from '@sinclair/typebox';
import { PET_TEXT } from '../pets/petLimits';
import { MultiLine, Nullable, RequiredText } from './common';
import { Clearable, DataOf, FileRef, IsoDate, ListOf, Timestamp } from './pets';

export const Album = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Nullable(Type.String()),
    cover: Nullable(FileRef),
    photo_count: Type.Integer({ minimum: 0 }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Album' },
);
export type Album = Static<typeof Album>;

export const Photo = Type.Object(
  {
    id: Type.String(),
    album_id: Type.String(),
    caption: Nullable(Type.String()),
    taken_on: Nullable(IsoDate()),
    file: FileRef,
    created_at: Timestamp,
  },
  { title: 'Photo' },
);
export type Photo = Static<typeof Photo>;

export const AlbumInput = Type.Object(
  {
    title: RequiredText(PET_TEXT.albumTitle),
    description: Clearable(MultiLine(PET_TEXT.albumDescription)),
  },
  { title: 'AlbumInput', additionalProperties: false },
);
export type AlbumInput = Static<typeof AlbumInput>;

export const AlbumUpdate = Type.Object(
  {
    title: Type.Optional(RequiredText(PET_TEXT.albumTitle)),
    description: Clearable(MultiLine(PET_TEXT.albumDescription)),
  },
  { title: 'AlbumUpdate', additionalProperties: false },
);
export type AlbumUpdate = Static<typeof AlbumUpdate>;

/** The text fields of a photo: sent beside `file` in the upload, or alone in an update. */
export const PhotoFields = Type.Object(
  {
    caption: Clearable(MultiLine(PET_TEXT.caption)),
    taken_on: Clearable(IsoDate('Not in the future.')),
  },
  { title: 'PhotoFields', additionalProperties: false },
);
export type PhotoFields = Static<typeof PhotoFields>;

export const AlbumResponse = DataOf(Album, 'AlbumResponse');
export type AlbumResponse = Static<typeof AlbumResponse>;
export const AlbumList = ListOf(Album, 'AlbumList', 'Newest first.');
export type AlbumList = Static<typeof AlbumList>;
export const AlbumWithPhotos = DataOf(
  Type.Object({
    album: Album,
    photos: Type.Array(Photo, { description: 'In the order they were added.' }),
  }),
  'AlbumWithPhotos',
);
export type AlbumWithPhotos = Static<typeof AlbumWithPhotos>;
export const PhotoResponse = DataOf(Photo, 'PhotoResponse');
export type PhotoResponse = Static<typeof PhotoResponse>;
