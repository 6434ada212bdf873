// Photo albums of a pet: /photo-gallery lists them, /photo-gallery/:id shows one. Photos are
// uploaded one per request so the client shows progress and cancel per file.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AlbumInput,
  AlbumList,
  AlbumResponse,
  AlbumUpdate,
  AlbumWithPhotos,
  PhotoFields,
  PhotoResponse,
} from '@contract/schemas/petGallery';
import type { PetFileService } from '../pet-files';
import { ALBUM_NOT_FOUND, PHOTO_NOT_FOUND, type GalleryService } from './galleryService';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowUploadRoute } from '../http/rowRoutes';
import { PET_NOT_FOUND } from '../pets';

export interface GalleryRoutesOptions extends KeeperRouteOptions {
  gallery: GalleryService;
  files: PetFileService;
  uploadTempDir?: string;
}

const album = pathId('albumId', ALBUM_NOT_FOUND);

export const galleryRoutes: FastifyPluginAsyncTypebox<GalleryRoutesOptions> = async (
  api,
  { keeper, gallery, files, uploadTempDir },
) => {
  const keepers = keeperCallers(keeper);
  const uploads = { storage: files.storage, tempDir: uploadTempDir };

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/albums',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s photo albums, newest first',
      response: AlbumList,
      run: (userId, petId) => gallery.list(userId, petId),
    },
    create: {
      summary: 'Create a photo album',
      body: AlbumInput,
      response: AlbumResponse,
      run: (userId, petId, body) => gallery.create(userId, petId, body),
    },
  });

  recordRoutes(api, keepers, {
    path: '/keeper/albums/:albumId',
    ...album,
    show: {
      summary: 'An album and its photos',
      response: AlbumWithPhotos,
      run: (userId, albumId) => gallery.show(userId, albumId),
    },
    update: {
      summary: 'Rename or describe an album',
      body: AlbumUpdate,
      response: AlbumResponse,
      run: (userId, albumId, body) => gallery.update(userId, albumId, body),
    },
    remove: {
      summary: 'Delete an album with its photos and their files',
      run: (userId, albumId) => gallery.remove(userId, albumId),
    },
  });

  rowUploadRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/albums/:albumId/photos',
    ...album,
    summary: 'Add one photo (multipart `file`, optional caption and taken_on)',
    upload: { policy: 'petPhoto', fields: PhotoFields, ...uploads },
    status: 201,
    response: PhotoResponse,
    run: async (userId, albumId, receive) => {
      // Someone else's album, or a full one, is refused before a byte of the photo is stored.
      const albumRow = await gallery.assertRoomFor(userId, albumId);
      const { upload, fields } = await receive();
      return gallery.addPhoto(userId, albumRow, upload, fields);
    },
  });

  recordRoutes(api, keepers, {
    path: '/keeper/photos/:photoId',
    ...pathId('photoId', PHOTO_NOT_FOUND),
    update: {
      summary: 'Edit a photo’s caption or date',
      body: PhotoFields,
      response: PhotoResponse,
      run: (userId, photoId, body) => gallery.updatePhoto(userId, photoId, body),
    },
    remove: {
      summary: 'Delete a photo and its file',
      run: (userId, photoId) => gallery.removePhoto(userId, photoId),
    },
  });
};
