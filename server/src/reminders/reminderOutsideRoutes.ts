// Reminders outside the app: the keeper's settings (channels per kind, quiet hours, time zone),
// the calendar feed's secret URL, their browsers' Web Push subscriptions, what was delivered for a
// reminder; and the requests that prove themselves instead of a sign-in: the one-time links of
// mails and pushes, and the calendar feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import {
  PushSubscriptionInput,
  PushUnsubscribeInput,
  ReminderDeliveryList,
  ReminderLinkResult,
  ReminderSettingsInput,
  ReminderSettingsResponse,
} from '@contract/schemas/reminderChannels';
import { authOf } from '../auth';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';
import { keeperCalendar } from './calendarFeed';
import type { LinkOutcome, ReminderLinkService } from './reminderLinkService';
import { reminderDeliveries } from './reminderOutsideTables';
import { REMINDER_NOT_FOUND, type ReminderService } from './reminderService';
import type { ReminderSettingsService } from './reminderSettingsService';
import { keeperRoute, NO_CONTENT } from '../http/routeSchema';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute } from '../http/rowRoutes';
import { PET_KEEPER, SIGNATURE } from '../http/routeAccess';

export interface ReminderOutsideRoutesOptions extends KeeperRouteOptions {
  db: Database;
  publicUrl: string;
  settings: ReminderSettingsService;
  links: ReminderLinkService;
  reminders: ReminderService;
}

export const CALENDAR_NOT_FOUND = 'Calendar not found.';

const LinkParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 600 }) },
  { additionalProperties: false },
);
const LINK_ERRORS = {
  403: ErrorResponseRef,
  404: ErrorResponseRef,
  409: ErrorResponseRef,
  410: ErrorResponseRef,
};

export function linkResult(outcome: LinkOutcome) {
  return {
    data: {
      action: outcome.action,
      title: outcome.title,
      due_at: outcome.dueAt?.toISOString() ?? null,
    },
  };
}

export const reminderOutsideRoutes: FastifyPluginAsyncTypebox<
  ReminderOutsideRoutesOptions
> = async (api, { keeper, db, publicUrl, settings, links, reminders }) => {
  api.get(
    '/keeper/reminder-settings',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: keeperRoute(
        'Reminder channels per kind, quiet hours, time zone, calendar feed, Web Push',
        {
          response: { 200: ReminderSettingsResponse },
        },
      ),
    },
    async (request) => ({ data: await settings.get(authOf(request).userId) }),
  );

  api.put(
    '/keeper/reminder-settings',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: keeperRoute('Save reminder settings (any of them; the rest keep their value)', {
        body: ReminderSettingsInput,
        response: { 200: ReminderSettingsResponse },
      }),
    },
    async (request) => ({ data: await settings.update(authOf(request).userId, request.body) }),
  );

  api.post(
    '/keeper/reminder-settings/calendar',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: keeperRoute('A new secret calendar feed URL (the previous one stops working)', {
        response: { 200: ReminderSettingsResponse },
      }),
    },
    async (request) => ({ data: await settings.regenerateCalendar(authOf(request).userId) }),
  );

  api.delete(
    '/keeper/reminder-settings/calendar',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: keeperRoute('Turn the calendar feed off (its URL stops working)', {
        response: { 200: ReminderSettingsResponse },
      }),
    },
    async (request) => ({ data: await settings.revokeCalendar(authOf(request).userId) }),
  );

  api.post(
    '/keeper/push-subscriptions',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: keeperRoute('Store this browser’s Web Push subscription (pushManager.subscribe)', {
        body: PushSubscriptionInput,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await settings.subscribe(authOf(request).userId, request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/keeper/push-subscriptions/remove',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: keeperRoute('Forget this browser’s Web Push subscription', {
        body: PushUnsubscribeInput,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await settings.unsubscribe(authOf(request).userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  rowRoute(api, keeperCallers(keeper), {
    method: 'GET',
    path: '/keeper/reminders/:reminderId/deliveries',
    ...pathId('reminderId', REMINDER_NOT_FOUND),
    summary: 'What was delivered for a reminder: channel, result and when',
    response: ReminderDeliveryList,
    run: async (userId, reminderId) => {
      await reminders.ownedView(userId, reminderId);
      const rows = await db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.reminderId, reminderId))
        .orderBy(asc(reminderDeliveries.at), asc(reminderDeliveries.id));
      return rows.map((row) => ({
        channel: row.channel,
        result: row.result,
        at: row.at.toISOString(),
      }));
    },
  });

  api.get(
    '/reminder-links/:token',
    {
      config: { access: SIGNATURE },
      schema: {
        tags: ['pets'],
        summary: 'What a one-time reminder link (from a mail or a push) would do; does not use it',
        params: LinkParams,
        response: { 200: ReminderLinkResult, ...LINK_ERRORS },
      },
    },
    async (request) => linkResult(await links.preview(request.params.token)),
  );

  api.post(
    '/reminder-links/:token',
    {
      config: { access: SIGNATURE },
      schema: {
        tags: ['pets'],
        summary: 'Use a one-time reminder link: done, snooze 1 day or unsubscribe (no sign-in)',
        params: LinkParams,
        response: { 200: ReminderLinkResult, ...LINK_ERRORS },
      },
    },
    async (request) => linkResult(await links.use(request.params.token)),
  );

  api.get(
    '/calendar/:file',
    {
      config: { notFoundMessage: CALENDAR_NOT_FOUND, access: SIGNATURE },
      schema: {
        tags: ['pets'],
        summary: 'A keeper’s private iCalendar feed (the secret URL from the reminder settings)',
        produces: ['text/calendar'],
        params: Type.Object(
          { file: Type.String({ minLength: 1, maxLength: 120 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unsafe({ description: 'text/calendar' }), 404: ErrorResponseRef },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const userId = await settings.calendarOwner(token);
      if (userId === null) throw new NotFoundError(CALENDAR_NOT_FOUND);
      const body = await keeperCalendar(db, userId, publicUrl);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .send(body);
    },
  );
};
