// Care reminders of a pet.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ReminderInput,
  ReminderList,
  ReminderResponse,
  ReminderUpdate,
} from '@contract/schemas/petReminders';
import { REMINDER_NOT_FOUND, type ReminderService } from './reminderService';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId } from '../http/rowRoutes';
import { PET_NOT_FOUND } from '../pets';

export interface ReminderRoutesOptions extends KeeperRouteOptions {
  reminders: ReminderService;
}

export const reminderRoutes: FastifyPluginAsyncTypebox<ReminderRoutesOptions> = async (
  api,
  { keeper, reminders },
) => {
  const keepers = keeperCallers(keeper);

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/reminders',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s reminders: upcoming first, then done',
      response: ReminderList,
      run: (userId, petId) => reminders.list(userId, petId),
    },
    create: {
      summary: 'Add a reminder (the keeper is notified when it falls due)',
      body: ReminderInput,
      response: ReminderResponse,
      run: (userId, petId, body) => reminders.create(userId, petId, body),
    },
  });

  recordRoutes(api, keepers, {
    path: '/keeper/reminders/:reminderId',
    ...pathId('reminderId', REMINDER_NOT_FOUND),
    update: {
      summary: 'Edit a reminder; done: true marks it done (a repeating one comes back)',
      body: ReminderUpdate,
      response: ReminderResponse,
      run: (userId, reminderId, body) => reminders.update(userId, reminderId, body),
    },
    remove: {
      summary: 'Delete a reminder',
      run: (userId, reminderId) => reminders.remove(userId, reminderId),
    },
  });
};
