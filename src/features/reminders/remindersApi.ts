import type {
  Reminder,
  ReminderInput,
  ReminderList,
  ReminderResponse,
  ReminderUpdate,
} from '@contract/schemas/petReminders';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../pets/petsApi';

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
  };
}

export type RemindersApi = ReturnType<typeof createRemindersApi>;
