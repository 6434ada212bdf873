// The vet area's API: every route is guarded by requireClinicRole('vet') (X-Medical-Entity-ID
// names a clinic where the caller is a vet) and scoped to that clinic by patientAccess.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ThreadDetail, ThreadList } from '@contract/schemas/chat';
import { ImageAnalysisList } from '@contract/schemas/imageAnalysis';
import {
  PetDocumentFields,
  PetDocumentList,
  PetDocumentResponse,
} from '@contract/schemas/petDocuments';
import { WeightEntryList } from '@contract/schemas/pets';
import { VisitList, VisitResponse } from '@contract/schemas/petVisits';
import {
  ClinicResponse,
  PatientList,
  PatientResponse,
  SearchQuery,
  VetVisitInput,
} from '@contract/schemas/vets';
import { THREAD_NOT_FOUND } from '../chat/chatService';
import { authOf, UNAUTHORIZED } from '../auth/requireRole';
import type { Database } from '../db/openDatabase';
import { HttpError } from '../errors/HttpError';
import type { PetFileService } from '../pet-files/petFileService';
import { receiveUploadRequest, uploadBody } from '../pet-files/receiveUploadRequest';
import { clinicView, findClinic } from './clinicService';
import { PATIENT_NOT_FOUND, sharedPet } from './patientAccess';
import type { PatientService, VetCaller } from './patientService';
import { ThreadParams, vetRoute } from './vetSharingSchemas';
import { rowId, IdParams } from '../http/routeSchema';
import { VET_OF_CLINIC } from '../http/routeAccess';

export interface VetRoutesOptions {
  /** requireClinicRole('vet'): 401/403 before anything else. */
  vet: preHandlerAsyncHookHandler;
  db: Database;
  patients: PatientService;
  files: PetFileService;
  uploadTempDir?: string;
}

/** The vet and the clinic the guard verified. */
function callerOf(request: FastifyRequest): VetCaller {
  const auth = authOf(request);
  if (auth.medicalEntityId === null) throw new HttpError(403, UNAUTHORIZED);
  return { userId: auth.userId, clinicId: auth.medicalEntityId };
}

const patientId = (params: { id: string }) => rowId(params.id, PATIENT_NOT_FOUND);
const notFound = { notFoundMessage: PATIENT_NOT_FOUND };

/**
 * After the vet guard, before the body is even validated: a pet that is not shared with the
 * caller's clinic answers 404 whatever the request holds (so a 422 never tells anything about it).
 */
function sharedPatientGuard(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const { id } = request.params as { id: string };
    await sharedPet(db, callerOf(request).clinicId, patientId({ id }));
  };
}

export const vetRoutes: FastifyPluginAsyncTypebox<VetRoutesOptions> = async (
  api,
  { vet, db, patients, files, uploadTempDir },
) => {
  const patient = [vet, sharedPatientGuard(db)];
  api.get(
    '/vet/clinic',
    {
      config: { access: VET_OF_CLINIC },
      preValidation: vet,
      schema: vetRoute('The clinic the vet acts for', { response: { 200: ClinicResponse } }),
    },
    async (request) => ({ data: clinicView(await findClinic(db, callerOf(request).clinicId)) }),
  );

  api.get(
    '/vet/patients',
    {
      config: { access: VET_OF_CLINIC },
      preValidation: vet,
      schema: vetRoute("The clinic's shared pets; search by pet name, species or keeper", {
        querystring: SearchQuery,
        response: { 200: PatientList },
      }),
    },
    async (request) => ({
      data: await patients.list(callerOf(request).clinicId, request.query.search),
    }),
  );

  api.get(
    '/vet/patients/:id',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('A shared pet: keeper, scopes, and the profile when shared', {
        params: IdParams,
        response: { 200: PatientResponse },
      }),
    },
    async (request) => ({
      data: await patients.get(callerOf(request).clinicId, patientId(request.params)),
    }),
  );

  api.get(
    '/vet/patients/:id/weights',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('Weight history (scope weight), oldest first', {
        params: IdParams,
        response: { 200: WeightEntryList },
      }),
    },
    async (request) => ({
      data: await patients.weights(callerOf(request).clinicId, patientId(request.params)),
    }),
  );

  api.get(
    '/vet/patients/:id/visits',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('Visits (scope visits), newest first', {
        params: IdParams,
        response: { 200: VisitList },
      }),
    },
    async (request) => ({
      data: await patients.visits(callerOf(request).clinicId, patientId(request.params)),
    }),
  );

  api.post(
    '/vet/patients/:id/visits',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('Add a visit note (scope visits); the keeper is notified', {
        params: IdParams,
        body: VetVisitInput,
        response: { 201: VisitResponse },
      }),
    },
    async (request, reply) => {
      const visit = await patients.addVisit(
        callerOf(request),
        patientId(request.params),
        request.body,
      );
      return reply.code(201).send({ data: visit });
    },
  );

  api.get(
    '/vet/patients/:id/documents',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('Results, referrals and other documents (scope results), newest first', {
        params: IdParams,
        response: { 200: PetDocumentList },
      }),
    },
    async (request) => ({
      data: await patients.documents(callerOf(request).clinicId, patientId(request.params)),
    }),
  );

  api.post(
    '/vet/patients/:id/documents',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute(
        'Add a result, referral or document (scope results; multipart `file`: PDF or image; ' +
          'kind, title, issued_on, notes); the keeper is notified',
        {
          params: IdParams,
          ...uploadBody('document', PetDocumentFields),
          response: { 201: PetDocumentResponse },
        },
      ),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const petId = patientId(request.params);
      // Before the upload is read, so a pet that is not shared costs no transfer.
      await patients.assertMayAddDocument(caller.clinicId, petId);
      const { upload, fields } = await receiveUploadRequest(request, {
        policy: 'document',
        storage: files.storage,
        fields: PetDocumentFields,
        tempDir: uploadTempDir,
      });
      const document = await patients.addDocument(caller, petId, upload, fields);
      return reply.code(201).send({ data: document });
    },
  );

  api.get(
    '/vet/patients/:id/threads',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('Symptom-checker conversations (scope triage_threads)', {
        params: IdParams,
        response: { 200: ThreadList },
      }),
    },
    async (request) => ({
      data: await patients.threads(callerOf(request).clinicId, patientId(request.params)),
    }),
  );

  api.get(
    '/vet/patients/:id/threads/:threadId',
    {
      preValidation: patient,
      config: { notFoundMessage: THREAD_NOT_FOUND, access: VET_OF_CLINIC },
      schema: vetRoute('One symptom-checker conversation with its messages', {
        params: ThreadParams,
        response: { 200: ThreadDetail },
      }),
    },
    async (request) => ({
      data: await patients.thread(
        callerOf(request).clinicId,
        patientId(request.params),
        rowId(request.params.threadId, THREAD_NOT_FOUND),
      ),
    }),
  );

  api.get(
    '/vet/patients/:id/image-analyses',
    {
      preValidation: patient,
      config: { ...notFound, access: VET_OF_CLINIC },
      schema: vetRoute('Photo analyses (scope photo_analyses), newest first', {
        params: IdParams,
        response: { 200: ImageAnalysisList },
      }),
    },
    async (request) => ({
      data: await patients.imageAnalyses(callerOf(request).clinicId, patientId(request.params)),
    }),
  );
};
