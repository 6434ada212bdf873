// The API's messages and field names of administration in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const adminJapanese: ApiJapanese = {
  messages: {
    'Taken.': 'すでに使われています。',

    'You cannot disable your own account.': 'ご自身のアカウントは無効にできません。',
    'Image not found.': '画像が見つかりません。',
    'User not found.': 'ユーザーが見つかりません。',
    'The slug has already been taken.': 'このスラッグはすでに使われています。',
    'The key has already been taken.': 'このキーはすでに使われています。',
  },
  attributes: {
    action: '操作',
    actor: '操作した人',
    'target id': '対象',
    'target type': '対象の種類',
  },
};
