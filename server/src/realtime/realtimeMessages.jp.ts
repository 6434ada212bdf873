// The API's messages and field names of realtime (the Pusher protocol's own checks) in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const realtimeJapanese: ApiJapanese = {
  messages: {
    'The request body must be a JSON object.': 'リクエストの形式（JSON）が正しくありません。',
    'The channel name must be a private or presence channel.':
      'チャンネル名にはprivateまたはpresenceのチャンネルを指定してください。',
    'The key field does not name this app.': 'キーがこのアプリのものではありません。',
    'Unknown app.': 'アプリが見つかりません。',
    'Invalid user id.': 'ユーザーIDが正しくありません。',
  },
  attributes: {
    'socket id': 'ソケットID',
    timeline: 'タイムライン',
  },
};
