// The notification a keeper gets when a reminder falls due, written in their language.
import type { Language } from '@contract/preferences';
import type { ReminderKind } from '@contract/schemas/petReminders';
import type { NotificationData } from '@contract/schemas/notifications';

export const REMINDER_NOTIFICATION_TYPE = 'pet_reminder';

const KIND_TEXT: Readonly<Record<Language, Record<ReminderKind, string>>> = {
  en: {
    vaccination: 'A vaccination is due.',
    parasite: 'A parasite treatment is due.',
    medication: 'A medication is due.',
    vet_visit: 'A vet visit is due.',
    other: 'A reminder is due.',
  },
  jp: {
    vaccination: 'ワクチン接種の予定日です。',
    parasite: 'ノミ・ダニ・フィラリアなどの予防の予定日です。',
    medication: '投薬の予定日です。',
    vet_visit: '通院の予定日です。',
    other: 'リマインダーの予定日です。',
  },
};

export interface DueReminder {
  petId: number;
  petName: string;
  kind: ReminderKind;
  title: string;
}

/** Opens the pet's dashboard (the app makes that pet current), where the reminder is marked done. */
export function reminderNotification(reminder: DueReminder, language: Language): NotificationData {
  const kindText = KIND_TEXT[language][reminder.kind];
  const actionUrl = `/dashboard?pet=${reminder.petId}`;
  if (language === 'jp') {
    return {
      title: `${reminder.petName}：${reminder.title}`,
      body: `${kindText}${reminder.petName}のダッシュボードで完了にできます。`,
      action_url: actionUrl,
    };
  }
  return {
    title: `${reminder.petName}: ${reminder.title}`,
    body: `${kindText} Mark it done on ${reminder.petName}'s dashboard.`,
    action_url: actionUrl,
  };
}
