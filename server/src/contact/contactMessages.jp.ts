// The API's messages and field names of the contact form in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const contactJapanese: ApiJapanese = {
  messages: {
    'The email field must be an address we can reply to.':
      '返信を受け取れるメールアドレスを入力してください。',
  },
  attributes: {
    consent: '同意',
    topic: 'お問い合わせの種類',
  },
};
