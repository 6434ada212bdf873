// The API's messages and field names of sharing with clinics and vet questions in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const vetSharingJapanese: ApiJapanese = {
  messages: {
    'Question not found.': 'ご質問が見つかりません。',
    'The pet is not shared with this clinic.': 'このペットはこの動物病院と共有されていません。',
    'This question is closed.': 'このご質問は終了しています。',
    'The conversation has no message to send yet.':
      'この会話にはまだ送信できるメッセージがありません。',
    'Clinic not found.': '動物病院が見つかりません。',
    'Patient not found.': '患者が見つかりません。',
    'This pet is not shared with that clinic.': 'このペットはその動物病院と共有されていません。',
  },
  attributes: {
    'ask for photo': '写真の依頼',
    'clinic id': '動物病院',
    clinicId: '動物病院',
    'photo ids': '写真',
    scopes: '共有する範囲',
    search: '検索語',
    'set as home clinic': 'かかりつけに設定',
    threadId: '相談',
  },
};
