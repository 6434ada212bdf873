// The notification every new pet keeper finds after registering, in their language.
import type { Language } from '@contract/preferences';
import type { NotificationData } from '@contract/schemas/notifications';

export const WELCOME_TYPE = 'welcome';

export function welcomeNotification(name: string, language: Language): NotificationData {
  if (language === 'jp') {
    return {
      title: `PetCareへようこそ、${name}さん`,
      body: 'アカウントの準備ができました。ペットを登録すると、お世話のリマインダーやその子に合ったアドバイスを受け取れます。',
      action_url: '/my-pets/create',
    };
  }
  return {
    title: `Welcome to PetCare, ${name}!`,
    body: 'Your account is ready. Add your pets to get care reminders and advice tailored to them.',
    action_url: '/my-pets/create',
  };
}
