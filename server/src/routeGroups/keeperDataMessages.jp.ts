// The API's messages and field names of a keeper's data (export and deletion) in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const keeperDataJapanese: ApiJapanese = {
  messages: {
    'The password is incorrect.': 'パスワードが正しくありません。',
    'Accounts with an admin or vet role are closed by an administrator. Please contact support.':
      '管理者または獣医師の役割を持つアカウントは、管理者が削除します。サポートにお問い合わせください。',
    'This download link has expired. Create a new one on the Your data page.':
      'このダウンロード用リンクは有効期限が切れています。「データの管理」ページで新しく作成してください。',
  },
};
