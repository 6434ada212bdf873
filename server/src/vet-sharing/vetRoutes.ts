// The vet area's API: every route is guarded by requireClinicRole('vet') (X-Medical-Entity-ID
// names a clinic where the caller is a vet) and scoped to that clinic by patientAccess.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
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
import { THREAD_NOT_FOUND } from '../chat';
import type { Database } from '../db/openDatabase';
import type { PetFileService } from '../pet-files';
import { clinicView, findClinic } from './clinicService';
import { PATIENT_NOT_FOUND, sharedPet } from './patientAccess';
import type { PatientService } from './patientService';
import { ThreadParams, vetRoute } from './vetSharingSchemas';
import { rowId } from '../http/routeSchema';
import { VET_OF_CLINIC } from '../http/routeAccess';
import { clinicCallerOf, clinicCallers, pathId, rowRoute, rowUploadRoute } from '../http/rowRoutes';

export interface VetRoutesOptions {
  /** requireClinicRole('vet'): 401/403 before anything else. */
  vet: preHandlerAsyncHookHandler;
  db: Database;
  patients: PatientService;
  files: PetFileService;
  uploadTempDir?: string;
}

const patient = pathId('id', PATIENT_NOT_FOUND);

/**
 * After the vet guard, before the body is even validated: a pet that is not shared with the
 * caller's clinic answers 404 whatever the request holds (so a 422 never tells anything about it).
 */
function sharedPatientGuard(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const petId = patient.ref(request.params as { id: string });
    await sharedPet(db, clinicCallerOf(request).clinicId, petId);
  };
}

export const vetRoutes: FastifyPluginAsyncTypebox<VetRoutesOptions> = async (
  api,
  { vet, db, patients, files, uploadTempDir },
) => {
  const vets = clinicCallers(vet, vetRoute);
  const uploads = { storage: files.storage, tempDir: uploadTempDir };
  const shared = { ...patient, checks: [sharedPatientGuard(db)] };

  api.get(
    '/vet/clinic',
    {
      config: { access: VET_OF_CLINIC },
      preValidation: vet,
      schema: vetRoute('The clinic the vet acts for', { response: { 200: ClinicResponse } }),
    },
    async (request) => ({
      data: clinicView(await findClinic(db, clinicCallerOf(request).clinicId)),
    }),
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
      data: await patients.list(clinicCallerOf(request).clinicId, request.query.search),
    }),
  );

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id',
    ...shared,
    summary: 'A shared pet: keeper, scopes, and the profile when shared',
    response: PatientResponse,
    run: ({ clinicId }, petId) => patients.get(clinicId, petId),
  });

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id/weights',
    ...shared,
    summary: 'Weight history (scope weight), oldest first',
    response: WeightEntryList,
    run: ({ clinicId }, petId) => patients.weights(clinicId, petId),
  });

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id/visits',
    ...shared,
    summary: 'Visits (scope visits), newest first',
    response: VisitList,
    run: ({ clinicId }, petId) => patients.visits(clinicId, petId),
  });

  rowRoute(api, vets, {
    method: 'POST',
    path: '/vet/patients/:id/visits',
    ...shared,
    summary: 'Add a visit note (scope visits); the keeper is notified',
    body: VetVisitInput,
    status: 201,
    response: VisitResponse,
    run: (caller, petId, body) => patients.addVisit(caller, petId, body),
  });

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id/documents',
    ...shared,
    summary: 'Results, referrals and other documents (scope results), newest first',
    response: PetDocumentList,
    run: ({ clinicId }, petId) => patients.documents(clinicId, petId),
  });

  rowUploadRoute(api, vets, {
    method: 'POST',
    path: '/vet/patients/:id/documents',
    ...shared,
    summary:
      'Add a result, referral or document (scope results; multipart `file`: PDF or image; ' +
      'kind, title, issued_on, notes); the keeper is notified',
    upload: { policy: 'document', fields: PetDocumentFields, ...uploads },
    status: 201,
    response: PetDocumentResponse,
    run: async (caller, petId, receive) => {
      // Before the upload is read, so a pet that is not shared costs no transfer.
      await patients.assertMayAddDocument(caller.clinicId, petId);
      const { upload, fields } = await receive();
      return patients.addDocument(caller, petId, upload, fields);
    },
  });

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id/threads',
    ...shared,
    summary: 'Symptom-checker conversations (scope triage_threads)',
    response: ThreadList,
    run: ({ clinicId }, petId) => patients.threads(clinicId, petId),
  });

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id/threads/:threadId',
    checks: shared.checks,
    params: ThreadParams,
    notFoundMessage: THREAD_NOT_FOUND,
    ref: (params) => [patient.ref(params), rowId(params.threadId, THREAD_NOT_FOUND)] as const,
    summary: 'One symptom-checker conversation with its messages',
    response: ThreadDetail,
    run: ({ clinicId }, [petId, threadId]) => patients.thread(clinicId, petId, threadId),
  });

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/patients/:id/image-analyses',
    ...shared,
    summary: 'Photo analyses (scope photo_analyses), newest first',
    response: ImageAnalysisList,
    run: ({ clinicId }, petId) => patients.imageAnalyses(clinicId, petId),
  });
};
