// The API's messages and field names of redirects in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const redirectsJapanese: ApiJapanese = {
  messages: {
    'Redirect not found.': 'リダイレクトが見つかりません。',
    'The from path may not point into the API.': '転送元のパスにAPIのパスは指定できません。',
    'The from path is already redirected by a fixed site rule.':
      '転送元のパスは、サイトの固定ルールですでに転送されています。',
    'The from path has already been taken.': 'この転送元のパスはすでに使われています。',
    'The to path would lead back to the from path.':
      '転送先のパスが転送元のパスに戻ってしまいます。',
  },
  attributes: {
    'from path': '転送元のパス',
    path: 'パス',
    'to path': '転送先のパス',
  },
};
