import type {
  Reminder,
  ReminderInput,
  ReminderList,
  ReminderResponse,
  ReminderUpdate,
} from '@contract/schemas/petReminders';
import type {
  PushSubscriptionInput,
  ReminderDeliveryList,
  ReminderSettingsInput,
  ReminderSettingsResponse,
} from '@contract/schemas/reminderChannels';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** Care reminders of a pet (contract/schemas/petReminders.ts). */
export function createRemindersApi(http: HttpClient) {
  return {
    list: async (petId: string) =>
      (await http.get<ReminderList>(`keeper/pets/${segment(petId)}/reminders`)).data,
    create: async (petId: string, body: ReminderInput): Promise<Reminder> =>
      (await http.post<ReminderResponse>(`keeper/pets/${segment(petId)}/reminders`, body)).data,
    update: async (reminderId: string, body: ReminderUpdate): Promise<Reminder> =>
      (await http.put<ReminderResponse>(`keeper/reminders/${segment(reminderId)}`, body)).data,
    remove: (reminderId: string) => http.delete<void>(`keeper/reminders/${segment(reminderId)}`),
    deliveries: async (reminderId: string) =>
      (await http.get<ReminderDeliveryList>(`keeper/reminders/${segment(reminderId)}/deliveries`))
        .data,
    settings: async () =>
      (await http.get<ReminderSettingsResponse>('keeper/reminder-settings')).data,
    saveSettings: async (body: ReminderSettingsInput) =>
      (await http.put<ReminderSettingsResponse>('keeper/reminder-settings', body)).data,
    regenerateCalendar: async () =>
      (await http.post<ReminderSettingsResponse>('keeper/reminder-settings/calendar')).data,
    revokeCalendar: async () =>
      (await http.delete<ReminderSettingsResponse>('keeper/reminder-settings/calendar')).data,
    subscribePush: (body: PushSubscriptionInput) =>
      http.post<void>('keeper/push-subscriptions', body),
    unsubscribePush: (endpoint: string) =>
      http.post<void>('keeper/push-subscriptions/remove', { endpoint }),
  };
}

export type RemindersApi = ReturnType<typeof createRemindersApi>;
