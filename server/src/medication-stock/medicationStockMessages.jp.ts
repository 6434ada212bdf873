// The API's messages and field names of medication stock in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const medicationStockJapanese: ApiJapanese = {
  messages: {
    'Medication not found.': '薬が見つかりません。',
    'Give either the units added or a new count.':
      '補充した量か、数え直した在庫のどちらか一方を入力してください。',
    'The stock may be at most :max units.': '在庫は{{max}}以下で指定してください。',
  },
  attributes: {
    unit: '単位',
    'dose per day': '1日の量',
    stock: '在庫',
    'refill days': '補充のお知らせ（残り日数）',
    added: '補充した量',
    count: '数え直した在庫',
    medicationId: '薬',
  },
};
