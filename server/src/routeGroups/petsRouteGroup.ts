// The pets features of the API: pets and weights, the dashboard, visits, the photo
// gallery, documents, the diet plan, reminders, and the signed file route. One plugin, so the
// services are built once and the features share the stored-files service; its scheduled jobs
// (reminder notifications, file clean-up) join app.scheduledJobs.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { dietPlanRoutes } from '../diet-plan/dietPlanRoutes';
import { DietPlanService } from '../diet-plan/dietPlanService';
import { dashboardRoutes } from '../pet-dashboard/dashboardRoutes';
import { emergencyCardRoutes } from '../emergency-card/emergencyCardRoutes';
import { documentRoutes } from '../pet-documents/documentRoutes';
import { DocumentService } from '../pet-documents/documentService';
import { fileRoutes } from '../pet-files/fileRoutes';
import { configuredPetFiles } from '../pet-files/configuredPetFiles';
import { galleryRoutes } from '../photo-gallery/galleryRoutes';
import { GalleryService } from '../photo-gallery/galleryService';
import { petRoutes } from '../pets/petRoutes';
import { PetService } from '../pets/petService';
import { WeightService } from '../pets/weightService';
import { reminderJob } from '../reminders/reminderJob';
import { reminderLinkPageOptions, reminderOutside } from '../reminders/reminderOutside';
import { reminderLinkPages } from '../reminders/reminderLinkPage';
import { reminderOutsideRoutes } from '../reminders/reminderOutsideRoutes';
import { reminderRoutes } from '../reminders/reminderRoutes';
import { ReminderService } from '../reminders/reminderService';
import { visitRoutes } from '../visits/visitRoutes';
import { VisitService } from '../visits/visitService';
import type { ServerCapability, SharedServices } from '../http/capability';
import { requireRole } from '../auth/requireRole';
import { petsJapanese } from './petsMessages.jp';

export const petsRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { db, clock, config, mailer, sms, notifications, scheduledJobs } = options;
  const keeper = requireRole('pet-keeper');
  // Strict validation (no coercion of JSON, unknown properties refused, text trimmed), and
  // multipart bodies for the uploads, in this scope (server-core makes both API-wide).
  await api.register(multipart);

  const { storage, signer, files } = configuredPetFiles(options);
  const deps = { db, clock, files };
  const pets = new PetService(deps);
  const weights = new WeightService(deps);
  const visits = new VisitService(deps);
  const gallery = new GalleryService(deps);
  const documents = new DocumentService(deps);
  const diet = new DietPlanService(deps);
  const reminders = new ReminderService(deps);

  await api.register(petRoutes, { keeper, db, pets, weights, files });
  await api.register(dashboardRoutes, {
    keeper,
    services: { deps, pets, visits, diet },
  });
  await api.register(visitRoutes, { keeper, visits, files });
  await api.register(galleryRoutes, { keeper, gallery, files });
  await api.register(documentRoutes, { keeper, documents, pets, files });
  await api.register(dietPlanRoutes, { keeper, diet });
  await api.register(reminderRoutes, { keeper, reminders });
  const outside = reminderOutside({ db, clock, config, mailer, sms, reminders, log: api.log });
  await api.register(reminderOutsideRoutes, {
    keeper,
    db,
    publicUrl: config.publicUrl,
    settings: outside.settings,
    links: outside.links,
    reminders,
  });
  await api.register(fileRoutes, { db, storage, signer });
  await api.register(emergencyCardRoutes, { keeper, deps: { db, clock, pets } });

  scheduledJobs.push(reminderJob(db, notifications, clock, outside.delivery), {
    name: 'file-purge',
    run: () => files.purgeQueued(api.log),
  });
};

export const petsCapability: ServerCapability = {
  name: 'pets',
  paths: [
    '/api/calendar/{file}',
    '/api/files/{id}/{variant}',
    '/api/keeper/albums/{albumId}',
    '/api/keeper/albums/{albumId}/photos',
    '/api/keeper/documents/{documentId}',
    '/api/keeper/pets',
    '/api/keeper/pets/{id}',
    '/api/keeper/pets/{id}/albums',
    '/api/keeper/pets/{id}/dashboard',
    '/api/keeper/pets/{id}/diet-plan',
    '/api/keeper/pets/{id}/documents',
    '/api/keeper/pets/{id}/emergency-card',
    '/api/keeper/pets/{id}/photo',
    '/api/keeper/pets/{id}/reminders',
    '/api/keeper/pets/{id}/visits',
    '/api/keeper/pets/{id}/visits/{visitId}',
    '/api/keeper/pets/{id}/visits/{visitId}/attachments',
    '/api/keeper/pets/{id}/visits/{visitId}/attachments/{fileId}',
    '/api/keeper/pets/{id}/weights',
    '/api/keeper/pets/{id}/weights/{entryId}',
    '/api/keeper/photos/{photoId}',
    '/api/keeper/push-subscriptions',
    '/api/keeper/push-subscriptions/remove',
    '/api/keeper/reminder-settings',
    '/api/keeper/reminder-settings/calendar',
    '/api/keeper/reminders/{reminderId}',
    '/api/keeper/reminders/{reminderId}/deliveries',
    '/api/reminder-links/{token}',
  ],
  japanese: petsJapanese,
  api: petsRouteGroup,
  // Site paths: the page a reminder mail's one-time link opens, without a sign-in.
  site: async (site, { db, clock, config }) => {
    await site.register(reminderLinkPages, reminderLinkPageOptions(db, clock, config));
  },
};
