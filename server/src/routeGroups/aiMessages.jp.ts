// The API's messages and field names of the AI assistant in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const aiJapanese: ApiJapanese = {
  messages: {
    'Conversation not found.': '相談が見つかりません。',
    'Photo analysis not found.': '写真分析が見つかりません。',
  },
  attributes: {
    answers: '回答',
  },
};
