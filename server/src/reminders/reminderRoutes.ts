// Care reminders of a pet.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ReminderInput,
  ReminderList,
  ReminderResponse,
  ReminderUpdate,
} from '@contract/schemas/petReminders';
import { authOf } from '../auth/requireRole';
import { PET_NOT_FOUND, rowId } from '../pets/petAccess';
import {
  keeperRoute,
  NO_CONTENT,
  PetParams,
  RowParams,
  type KeeperRouteOptions,
} from '../pets/petRouteSchemas';
import { REMINDER_NOT_FOUND, type ReminderService } from './reminderService';

export interface ReminderRoutesOptions extends KeeperRouteOptions {
  reminders: ReminderService;
}

const ReminderParams = RowParams('reminderId');

export const reminderRoutes: FastifyPluginAsyncTypebox<ReminderRoutesOptions> = async (
  api,
  { keeper, reminders },
) => {
  const reminderOf = (params: { reminderId: string }) =>
    rowId(params.reminderId, REMINDER_NOT_FOUND);

  api.get(
    '/keeper/pets/:id/reminders',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND },
      schema: keeperRoute('The pet’s reminders: upcoming first, then done', {
        params: PetParams,
        response: { 200: ReminderList },
      }),
    },
    async (request) => ({
      data: await reminders.list(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/pets/:id/reminders',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND },
      schema: keeperRoute('Add a reminder (the keeper is notified when it falls due)', {
        params: PetParams,
        body: ReminderInput,
        response: { 201: ReminderResponse },
      }),
    },
    async (request, reply) => {
      const reminder = await reminders.create(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
        request.body,
      );
      return reply.code(201).send({ data: reminder });
    },
  );

  api.put(
    '/keeper/reminders/:reminderId',
    {
      preValidation: keeper,
      config: { notFoundMessage: REMINDER_NOT_FOUND },
      schema: keeperRoute(
        'Edit a reminder; done: true marks it done (a repeating one comes back)',
        {
          params: ReminderParams,
          body: ReminderUpdate,
          response: { 200: ReminderResponse },
        },
      ),
    },
    async (request) => ({
      data: await reminders.update(
        authOf(request).userId,
        reminderOf(request.params),
        request.body,
      ),
    }),
  );

  api.delete(
    '/keeper/reminders/:reminderId',
    {
      preValidation: keeper,
      config: { notFoundMessage: REMINDER_NOT_FOUND },
      schema: keeperRoute('Delete a reminder', {
        params: ReminderParams,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await reminders.remove(authOf(request).userId, reminderOf(request.params));
      return reply.code(204).send(null);
    },
  );
};
