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
import { authOf, requireAuth, tokenInRead } from '../auth';
import type { Database } from '../db/openDatabase';
import { AnswerCache, sendJsonText } from '../http/answerCache';
import { requestLanguage } from '../http/requestLanguage';
import type { PetFileService } from '../pet-files';
import { NO_FIELDS } from '../uploads/receiveUploadRequest';
import { PET_NOT_FOUND } from './petAccess';
import { petListAnswer } from './petListAnswer';
import type { PetService } from './petService';
import { WEIGHT_NOT_FOUND, type WeightService } from './weightService';
import { rowId, keeperRoute, RowParams } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute, rowUploadRoute } from '../http/rowRoutes';
import { PET_KEEPER, SIGNED_IN } from '../http/routeAccess';

export interface PetRoutesOptions extends KeeperRouteOptions {
  db: Database;
  pets: PetService;
  weights: WeightService;
  files: PetFileService;
  uploadTempDir?: string;
}

const pet = pathId('id', PET_NOT_FOUND);

export const petRoutes: FastifyPluginAsyncTypebox<PetRoutesOptions> = async (
  api,
  { keeper, db, pets, weights, files, uploadTempDir },
) => {
  const keepers = keeperCallers(keeper);
  const uploads = { storage: files.storage, tempDir: uploadTempDir };

  // This instance's lists by keeper, each checked against their pets' versions before it is served.
  const listCache = new AnswerCache();
  // Any signed-in user may ask (the app fetches pets once per session for whoever signed in,
  // spec.md section 4 step 4): pets are a pet keeper's, so a user without that role has none.
  // The caller's token is checked in the statement that reads the pets' versions (tokenInRead):
  // one round trip when the instance's kept list is still current (petListAnswer.ts).
  api.get(
    '/keeper/pets',
    {
      config: { access: SIGNED_IN },
      preValidation: tokenInRead(requireAuth),
      schema: keeperRoute(
        "The signed-in keeper's pets, oldest first (empty for a user who is not a pet keeper)",
        { response: { 200: PetList } },
      ),
    },
    async (request, reply) => {
      // Compiled once per route and schema (fastify remembers it), as the route would serialise.
      const serialize = reply.compileSerializationSchema(PetList) as (value: unknown) => string;
      return sendJsonText(
        reply,
        await petListAnswer({ db, files }, pets, listCache, request, serialize),
      );
    },
  );

  api.post(
    '/keeper/pets',
    {
      config: { access: PET_KEEPER },
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

  recordRoutes(api, keepers, {
    path: '/keeper/pets/:id',
    ...pet,
    show: {
      summary: 'One of the keeper’s pets',
      response: PetResponse,
      run: (userId, petId) => pets.get(userId, petId),
    },
    update: {
      summary: 'Edit a pet (any editable field; null clears one)',
      body: PetUpdate,
      response: PetResponse,
      run: (userId, petId, body, request) =>
        pets.update(userId, petId, body, requestLanguage(request)),
    },
    remove: {
      summary: 'Delete a pet with all its records and files',
      run: (userId, petId) => pets.remove(userId, petId),
    },
  });

  // Laravel clients send a file "PUT" as POST with _method=PUT: both reach the same handler.
  for (const method of ['POST', 'PUT'] as const) {
    rowUploadRoute(api, keepers, {
      method,
      path: '/keeper/pets/:id/photo',
      ...pet,
      summary: 'Set the pet’s photo (multipart `file`, policy petPhoto)',
      upload: { policy: 'petPhoto', fields: NO_FIELDS, ...uploads },
      response: PetResponse,
      run: async (userId, petId, receive) => {
        // Someone else's pet is refused before a byte of the photo is stored.
        await pets.get(userId, petId);
        const { upload } = await receive();
        return pets.setPhoto(userId, petId, upload);
      },
    });
  }

  rowRoute(api, keepers, {
    method: 'DELETE',
    path: '/keeper/pets/:id/photo',
    ...pet,
    summary: 'Remove the pet’s photo',
    response: PetResponse,
    run: (userId, petId) => pets.removePhoto(userId, petId),
  });

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/weights',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s weight entries, oldest first',
      response: WeightEntryList,
      run: (userId, petId) => weights.list(userId, petId),
    },
    create: {
      summary: 'Add a weight entry (the latest one is the pet’s weight)',
      body: WeightEntryInput,
      response: WeightEntryResponse,
      run: (userId, petId, body) => weights.add(userId, petId, body),
    },
  });

  recordRoutes(api, keepers, {
    path: '/keeper/pets/:id/weights/:entryId',
    params: RowParams('id', 'entryId'),
    notFoundMessage: WEIGHT_NOT_FOUND,
    ref: (params) =>
      [rowId(params.id, PET_NOT_FOUND), rowId(params.entryId, WEIGHT_NOT_FOUND)] as const,
    remove: {
      summary: 'Delete a weight entry',
      run: (userId, [petId, entryId]) => weights.remove(userId, petId, entryId),
    },
  });
};
