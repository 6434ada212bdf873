// The AI assistant's features of the API: the symptom checker's threads and
// stream, photo analysis and the health report. One plugin, so the assistant (embedded engine or
// external model) and the stored-files service are built once.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from '../chat/chatRoutes';
import { ChatService } from '../chat/chatService';
import { healthReportRoutes } from '../health-report/healthReportRoutes';
import { HealthReportService } from '../health-report/healthReportService';
import { imageAnalysisRoutes } from '../image-analysis/imageAnalysisRoutes';
import { ImageAnalysisService } from '../image-analysis/imageAnalysisService';
import { configuredPetFiles } from '../pet-files/configuredPetFiles';
import { createAssistant } from '../triage/assistant';
import type { ServerCapability, SharedServices } from '../http/capability';
import { requireRole } from '../auth/requireRole';
import { aiJapanese } from './aiMessages.jp';

export const aiRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { db, clock, config, limiter } = options;
  const keeper = requireRole('pet-keeper');
  await api.register(multipart);

  const ai = config.ai;
  const assistant = createAssistant({ model: ai.model, logger: api.log });
  const { storage, files } = configuredPetFiles(options);
  const chat = new ChatService({ db, clock, freeDailyLimit: ai.chatFreeDailyLimit });

  await api.register(chatRoutes, {
    keeper,
    db,
    clock,
    chat,
    assistant,
    limiter,
    messagesPerMinute: ai.chatMessagesPerMinute,
    paceMs: ai.streamPaceMs,
  });
  await api.register(imageAnalysisRoutes, {
    keeper,
    db,
    storage,
    analyses: new ImageAnalysisService({ db, clock, files }),
  });
  await api.register(healthReportRoutes, {
    keeper,
    db,
    limiter,
    perDay: ai.reportsPerDay,
    reports: new HealthReportService({ db, clock, files }),
  });
};

export const aiCapability: ServerCapability = {
  name: 'ai',
  paths: [
    '/api/keeper/chat/usage',
    '/api/keeper/image-analyses/photo-check',
    '/api/keeper/image-analyses/{id}',
    '/api/keeper/image-analyses/{id}/answers',
    '/api/keeper/image-analyses/{id}/thread',
    '/api/keeper/pets/{id}/chat',
    '/api/keeper/pets/{id}/image-analyses',
    '/api/keeper/pets/{id}/reports',
    '/api/keeper/pets/{id}/reports/allowance',
    '/api/keeper/pets/{id}/threads',
    '/api/keeper/reports/{id}',
    '/api/keeper/threads/{id}',
    '/api/keeper/threads/{id}/messages',
  ],
  japanese: aiJapanese,
  api: aiRouteGroup,
};
