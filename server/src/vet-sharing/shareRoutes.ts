// The keeper's side: find a clinic, see a pet's shares, share (or change the scopes), stop sharing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClinicList,
  PetShareInput,
  PetShareList,
  PetShareResponse,
  SearchQuery,
} from '@contract/schemas/vets';
import { authOf } from '../auth';
import type { Database } from '../db/openDatabase';
import { PET_NOT_FOUND } from '../pets';
import { CLINIC_NOT_FOUND, listClinics } from './clinicService';
import { SHARE_NOT_FOUND, type ShareService } from './shareService';
import { ShareParams, sharingRoute } from './vetSharingSchemas';
import { rowId } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers } from '../http/rowRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface ShareRoutesOptions extends KeeperRouteOptions {
  db: Database;
  shares: ShareService;
}

export const shareRoutes: FastifyPluginAsyncTypebox<ShareRoutesOptions> = async (
  api,
  { keeper, db, shares },
) => {
  const keepers = keeperCallers(keeper, sharingRoute);
  const ids = (params: { id: string; clinicId: string }) =>
    [rowId(params.id, PET_NOT_FOUND), rowId(params.clinicId, CLINIC_NOT_FOUND)] as const;

  api.get(
    '/clinics',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: sharingRoute('Clinics a keeper can share a pet with, by name, city or address', {
        querystring: SearchQuery,
        response: { 200: ClinicList },
      }),
    },
    async (request) => ({ data: await listClinics(db, request.query.search) }),
  );

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/shares',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The clinics the pet is shared with, and what each sees',
      response: PetShareList,
      run: (userId, petId) => shares.list(userId, petId),
    },
  });

  // Written out: the answer is 201 when sharing starts and 200 when its scopes change.
  api.put(
    '/keeper/pets/:id/shares/:clinicId',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: sharingRoute(
        'Share the pet with a clinic, or change what it sees (201 when sharing starts)',
        {
          params: ShareParams,
          body: PetShareInput,
          response: { 200: PetShareResponse, 201: PetShareResponse },
        },
      ),
    },
    async (request, reply) => {
      const { share, started } = await shares.put(
        authOf(request).userId,
        ...ids(request.params),
        request.body,
      );
      return reply.code(started ? 201 : 200).send({ data: share });
    },
  );

  recordRoutes(api, keepers, {
    path: '/keeper/pets/:id/shares/:clinicId',
    params: ShareParams,
    notFoundMessage: SHARE_NOT_FOUND,
    ref: ids,
    remove: {
      summary: 'Stop sharing the pet with a clinic (its vets lose access at once)',
      run: (userId, [petId, clinicId]) => shares.revoke(userId, petId, clinicId),
    },
  });
};
