// The API's messages and field names of icon collections in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const iconsJapanese: ApiJapanese = {
  messages: {
    'Icon collection not found.': 'アイコン集が見つかりません。',
    'Icon collection :name not found.': 'アイコン集「{{name}}」が見つかりません。',
  },
  attributes: {
    collection: 'アイコン集',
    icons: 'アイコン',
  },
};
