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
import { receiveUploadRequest } from '../pet-files/receiveUploadRequest';
import { PET_NOT_FOUND, rowId } from '../pets/petAccess';
import {
  keeperRoute,
  NO_CONTENT,
  PetParams,
  RowParams,
  type KeeperRouteOptions,
} from '../pets/petRouteSchemas';
import { ALBUM_NOT_FOUND, PHOTO_NOT_FOUND, type GalleryService } from './galleryService';

export interface GalleryRoutesOptions extends KeeperRouteOptions {
  gallery: GalleryService;
  files: PetFileService;
  uploadTempDir?: string;
}

const AlbumParams = RowParams('albumId');
const PhotoParams = RowParams('photoId');

export const galleryRoutes: FastifyPluginAsyncTypebox<GalleryRoutesOptions> = async (
  api,
  { keeper, gallery, files, uploadTempDir },
) => {
  const albumOf = (params: { albumId: string }) => rowId(params.albumId, ALBUM_NOT_FOUND);
  const photoOf = (params: { photoId: string }) => rowId(params.photoId, PHOTO_NOT_FOUND);

  api.get(
    '/keeper/pets/:id/albums',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND },
      schema: keeperRoute('The pet’s photo albums, newest first', {
        params: PetParams,
        response: { 200: AlbumList },
      }),
    },
    async (request) => ({
      data: await gallery.list(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/pets/:id/albums',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND },
      schema: keeperRoute('Create a photo album', {
        params: PetParams,
        body: AlbumInput,
        response: { 201: AlbumResponse },
      }),
    },
    async (request, reply) => {
      const album = await gallery.create(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
        request.body,
      );
      return reply.code(201).send({ data: album });
    },
  );

  api.get(
    '/keeper/albums/:albumId',
    {
      preValidation: keeper,
      config: { notFoundMessage: ALBUM_NOT_FOUND },
      schema: keeperRoute('An album and its photos', {
        params: AlbumParams,
        response: { 200: AlbumWithPhotos },
      }),
    },
    async (request) => ({
      data: await gallery.show(authOf(request).userId, albumOf(request.params)),
    }),
  );

  api.put(
    '/keeper/albums/:albumId',
    {
      preValidation: keeper,
      config: { notFoundMessage: ALBUM_NOT_FOUND },
      schema: keeperRoute('Rename or describe an album', {
        params: AlbumParams,
        body: AlbumUpdate,
        response: { 200: AlbumResponse },
      }),
    },
    async (request) => ({
      data: await gallery.update(authOf(request).userId, albumOf(request.params), request.body),
    }),
  );

  api.delete(
    '/keeper/albums/:albumId',
    {
      preValidation: keeper,
      config: { notFoundMessage: ALBUM_NOT_FOUND },
      schema: keeperRoute('Delete an album with its photos and their files', {
        params: AlbumParams,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await gallery.remove(authOf(request).userId, albumOf(request.params));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/keeper/albums/:albumId/photos',
    {
      preValidation: keeper,
      config: { notFoundMessage: ALBUM_NOT_FOUND },
      schema: keeperRoute('Add one photo (multipart `file`, optional caption and taken_on)', {
        params: AlbumParams,
        consumes: ['multipart/form-data'],
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

  api.put(
    '/keeper/photos/:photoId',
    {
      preValidation: keeper,
      config: { notFoundMessage: PHOTO_NOT_FOUND },
      schema: keeperRoute('Edit a photo’s caption or date', {
        params: PhotoParams,
        body: PhotoFields,
        response: { 200: PhotoResponse },
      }),
    },
    async (request) => ({
      data: await gallery.updatePhoto(
        authOf(request).userId,
        photoOf(request.params),
        request.body,
      ),
    }),
  );

  api.delete(
    '/keeper/photos/:photoId',
    {
      preValidation: keeper,
      config: { notFoundMessage: PHOTO_NOT_FOUND },
      schema: keeperRoute('Delete a photo and its file', {
        params: PhotoParams,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await gallery.removePhoto(authOf(request).userId, photoOf(request.params));
      return reply.code(204).send(null);
    },
  );
};
