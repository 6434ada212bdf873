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
import { authOf } from '../auth/requireRole';
import type { PetFileService } from '../pet-files/petFileService';
import { receiveUploadRequest, uploadBody } from '../pet-files/receiveUploadRequest';
import { ALBUM_NOT_FOUND, PHOTO_NOT_FOUND, type GalleryService } from './galleryService';
import { rowId, keeperRoute, RowParams } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { PET_KEEPER } from '../http/routeAccess';

export interface GalleryRoutesOptions extends KeeperRouteOptions {
  gallery: GalleryService;
  files: PetFileService;
  uploadTempDir?: string;
}

const AlbumParams = RowParams('albumId');

export const galleryRoutes: FastifyPluginAsyncTypebox<GalleryRoutesOptions> = async (
  api,
  { keeper, gallery, files, uploadTempDir },
) => {
  const albumOf = (params: { albumId: string }) => rowId(params.albumId, ALBUM_NOT_FOUND);

  parentRecordsRoutes(api, {
    keeper,
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

  recordRoutes(api, {
    keeper,
    path: '/keeper/albums/:albumId',
    params: AlbumParams,
    notFoundMessage: ALBUM_NOT_FOUND,
    ref: albumOf,
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

  api.post(
    '/keeper/albums/:albumId/photos',
    {
      preValidation: keeper,
      config: { notFoundMessage: ALBUM_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('Add one photo (multipart `file`, optional caption and taken_on)', {
        params: AlbumParams,
        ...uploadBody('petPhoto', PhotoFields),
        response: { 201: PhotoResponse },
      }),
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const album = await gallery.assertRoomFor(userId, albumOf(request.params));
      const { upload, fields } = await receiveUploadRequest(request, {
        policy: 'petPhoto',
        storage: files.storage,
        fields: PhotoFields,
        tempDir: uploadTempDir,
      });
      const photo = await gallery.addPhoto(userId, album, upload, fields);
      return reply.code(201).send({ data: photo });
    },
  );

  recordRoutes(api, {
    keeper,
    path: '/keeper/photos/:photoId',
    params: RowParams('photoId'),
    notFoundMessage: PHOTO_NOT_FOUND,
    ref: (params) => rowId(params.photoId, PHOTO_NOT_FOUND),
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
