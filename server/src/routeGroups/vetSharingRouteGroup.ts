// Sharing a pet with a clinic and the vet area, one plugin: the keeper's sharing routes
// and the vet routes, over the same services the pets and AI features use (built here as they are
// there: they hold no state but their database and storage handles), so what a vet reads is what
// the keeper's own pages read, by the same SQL.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ChatService } from '../chat/chatService';
import { ImageAnalysisService } from '../image-analysis/imageAnalysisService';
import { DocumentService } from '../pet-documents/documentService';
import { configuredPetFiles } from '../pet-files/configuredPetFiles';
import { PetService } from '../pets/petService';
import { WeightService } from '../pets/weightService';
import { VisitService } from '../visits/visitService';
import { PatientService } from '../vet-sharing/patientService';
import { shareRoutes } from '../vet-sharing/shareRoutes';
import { ShareService } from '../vet-sharing/shareService';
import { vetRoutes } from '../vet-sharing/vetRoutes';
import { vetQuestionRoutes } from '../vet-questions/vetQuestionRoutes';
import { ClinicQuestionService } from '../vet-questions/clinicQuestionService';
import { KeeperQuestionService } from '../vet-questions/keeperQuestionService';
import type { ServerCapability, SharedServices } from '../http/capability';
import { requireClinicRole, requireRole } from '../auth/requireRole';
import { vetSharingJapanese } from './vetSharingMessages.jp';

export const vetSharingRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { db, clock, config, notifications, mailer } = options;
  const keeper = requireRole('pet-keeper');
  const vet = requireClinicRole('vet');
  await api.register(multipart);

  const { files } = configuredPetFiles(options);
  const deps = { db, clock, files };
  const pets = new PetService(deps);
  const patients = new PatientService({
    db,
    files,
    notifications,
    pets,
    weights: new WeightService(deps),
    visits: new VisitService(deps),
    documents: new DocumentService(deps),
    chat: new ChatService({ db, clock, freeDailyLimit: config.ai.chatFreeDailyLimit }),
    analyses: new ImageAnalysisService({ db, clock, files }),
  });

  await api.register(shareRoutes, { keeper, db, shares: new ShareService({ db, clock, pets }) });
  await api.register(vetRoutes, { vet, db, patients, files });
  // "Ask my vet": conversations sent to a clinic the pet is shared with, and its answers.
  const questionDeps = { db, clock, files, notifications, mailer, publicUrl: config.publicUrl };
  await api.register(vetQuestionRoutes, {
    keeper,
    vet,
    db,
    questions: new KeeperQuestionService(questionDeps),
    clinicQuestions: new ClinicQuestionService(questionDeps),
  });
};

export const vetSharingCapability: ServerCapability = {
  name: 'vet-sharing',
  paths: [
    '/api/clinics',
    '/api/keeper/pets/{id}/shares',
    '/api/keeper/pets/{id}/shares/{clinicId}',
    '/api/keeper/pets/{id}/vet-questions',
    '/api/keeper/threads/{id}/vet-questions',
    '/api/keeper/vet-questions/{id}',
    '/api/keeper/vet-questions/{id}/messages',
    '/api/vet/clinic',
    '/api/vet/patients',
    '/api/vet/patients/{id}',
    '/api/vet/patients/{id}/documents',
    '/api/vet/patients/{id}/image-analyses',
    '/api/vet/patients/{id}/threads',
    '/api/vet/patients/{id}/threads/{threadId}',
    '/api/vet/patients/{id}/visits',
    '/api/vet/patients/{id}/weights',
    '/api/vet/questions',
    '/api/vet/questions/{id}',
    '/api/vet/questions/{id}/close',
    '/api/vet/questions/{id}/messages',
  ],
  japanese: vetSharingJapanese,
  api: vetSharingRouteGroup,
};
