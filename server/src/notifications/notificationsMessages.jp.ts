// The API's messages and field names of notifications in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const notificationsJapanese: ApiJapanese = {
  messages: {
    'Notification not found.': 'お知らせが見つかりません。',
  },
};
