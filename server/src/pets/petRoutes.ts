// The keeper's pets: list, create, read, edit, delete, the profile photo, and weight entries.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PetInput,
  PetList,
  PetResponse,
  PetUpdate,
  WeightEntryInput,
  WeightEntryList,
  WeightEntryResponse,
} from '@contract/schemas/pets';
import { authOf } from '../auth/requireRole';
import { requestLanguage } from '../http/requestLanguage';
import { NO_FIELDS, receiveUploadRequest } from '../pet-files/receiveUploadRequest';
import { PET_NOT_FOUND, rowId } from './petAccess';
import {
  keeperRoute,
  NO_CONTENT,
  PetParams,
  RowParams,
  type KeeperRouteOptions,
} from './petRouteSchemas';
import type { PetService } from './petService';
import { WEIGHT_NOT_FOUND, type WeightService } from './weightService';
import type { PetFileService } from '../pet-files/petFileService';

export interface PetRoutesOptions extends KeeperRouteOptions {
  pets: PetService;
  weights: WeightService;
  files: PetFileService;
  uploadTempDir?: string;
}

const notFound = { notFoundMessage: PET_NOT_FOUND };

export const petRoutes: FastifyPluginAsyncTypebox<PetRoutesOptions> = async (
  api,
  { keeper, pets, weights, files, uploadTempDir },
) => {
  api.get(
    '/keeper/pets',
    {
      preValidation: keeper,
      schema: keeperRoute("The signed-in keeper's pets, oldest first", {
        response: { 200: PetList },
      }),
    },
    async (request) => ({ data: await pets.list(authOf(request).userId) }),
  );

  api.post(
    '/keeper/pets',
    {
      preValidation: keeper,
      schema: keeperRoute('Add a pet (an optional weight becomes its first weight entry)', {
        body: PetInput,
        response: { 201: PetResponse },
      }),
    },
    async (request, reply) => {
      const pet = await pets.create(authOf(request).userId, request.body, requestLanguage(request));
      return reply.code(201).send({ data: pet });
    },
  );

  api.get(
    '/keeper/pets/:id',
    {
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('One of the keeper’s pets', {
        params: PetParams,
        response: { 200: PetResponse },
      }),
    },
    async (request) => ({
      data: await pets.get(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.put(
    '/keeper/pets/:id',
    {
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('Edit a pet (any editable field; null clears one)', {
        params: PetParams,
        body: PetUpdate,
        response: { 200: PetResponse },
      }),
    },
    async (request) => ({
      data: await pets.update(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
        request.body,
        requestLanguage(request),
      ),
    }),
  );

  api.delete(
    '/keeper/pets/:id',
    {
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('Delete a pet with all its records and files', {
        params: PetParams,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await pets.remove(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND));
      return reply.code(204).send(null);
    },
  );

  // Laravel clients send a file "PUT" as POST with _method=PUT: both reach the same handler.
  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: '/keeper/pets/:id/photo',
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('Set the pet’s photo (multipart `file`, policy petPhoto)', {
        params: PetParams,
        consumes: ['multipart/form-data'],
        response: { 200: PetResponse },
      }),
      handler: async (request) => {
        const userId = authOf(request).userId;
        const petId = rowId(request.params.id, PET_NOT_FOUND);
        await pets.get(userId, petId);
        const { upload } = await receiveUploadRequest(request, {
          policy: 'petPhoto',
          storage: files.storage,
          fields: NO_FIELDS,
          tempDir: uploadTempDir,
        });
        return { data: await pets.setPhoto(userId, petId, upload) };
      },
    });
  }

  api.delete(
    '/keeper/pets/:id/photo',
    {
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('Remove the pet’s photo', {
        params: PetParams,
        response: { 200: PetResponse },
      }),
    },
    async (request) => ({
      data: await pets.removePhoto(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.get(
    '/keeper/pets/:id/weights',
    {
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('The pet’s weight entries, oldest first', {
        params: PetParams,
        response: { 200: WeightEntryList },
      }),
    },
    async (request) => ({
      data: await weights.list(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/pets/:id/weights',
    {
      preValidation: keeper,
      config: notFound,
      schema: keeperRoute('Add a weight entry (the latest one is the pet’s weight)', {
        params: PetParams,
        body: WeightEntryInput,
        response: { 201: WeightEntryResponse },
      }),
    },
    async (request, reply) => {
      const entry = await weights.add(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
        request.body,
      );
      return reply.code(201).send({ data: entry });
    },
  );

  api.delete(
    '/keeper/pets/:id/weights/:entryId',
    {
      preValidation: keeper,
      config: { notFoundMessage: WEIGHT_NOT_FOUND },
      schema: keeperRoute('Delete a weight entry', {
        params: RowParams('id', 'entryId'),
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await weights.remove(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
        rowId(request.params.entryId, WEIGHT_NOT_FOUND),
      );
      return reply.code(204).send(null);
    },
  );
};
