// The API's messages and field names of public content in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const contentJapanese: ApiJapanese = {
  messages: {
    'City not found.': '都市が見つかりません。',
    'Care item not found.': 'ケア施設が見つかりません。',
    'FAQ article not found.': 'よくある質問の記事が見つかりません。',
    'Home content not found.': 'ホームページの内容が見つかりません。',
    'News post not found.': 'ニュース記事が見つかりません。',
    'Page not found.': 'ページが見つかりません。',
  },
  attributes: {
    citySlug: '都市',
    include: '含める項目',
  },
};
