// The API's shared messages in Japanese: the validation templates every route's schema may
// produce, the status texts, and what the HTTP layer answers on any route (access, limits,
// unreadable requests), with the field names several capabilities share. A capability's own
// messages and fields sit in its folder (`<name>Messages.jp.ts`, declared by its capability
// object) and are merged with these (i18n/README.md).
// Keyed by the English message (the contract), as Laravel's lang/ja.json. `:name` in a key marks
// a value, written `{{name}}` in the Japanese text as in the app's own catalogue; `:attribute` is
// a field name, shown through the field names. i18n/messages.test.ts finds every message the
// server can write and fails on one without Japanese. Style: src/i18n/locales/jp/README.md
// (です・ます, the glossary's terms, no space between Japanese and Latin text).
import type { ApiJapanese } from './apiJapanese';

export const SHARED_JAPANESE: ApiJapanese = {
  messages: {
    // Validation templates (errors/validationMessages.ts and hand-written field messages).
    'The given data was invalid.': '入力内容に誤りがあります。',
    'The :attribute field is required.': '{{attribute}}は必須です。',
    'The :attribute field must be an integer.': '{{attribute}}は整数で指定してください。',
    'The :attribute field must be a number.': '{{attribute}}は数値で指定してください。',
    'The :attribute field must be a string.': '{{attribute}}は文字列で指定してください。',
    'The :attribute field must be true or false.':
      '{{attribute}}ははい・いいえのどちらかで指定してください。',
    'The :attribute field must be an array.': '{{attribute}}は一覧の形式で指定してください。',
    'The :attribute field must be an object.': '{{attribute}}の形式が正しくありません。',
    'The :attribute field must be of type :type.': '{{attribute}}の形式が正しくありません。',
    'The :attribute field must be accepted.': '{{attribute}}が必要です。',
    'The selected :attribute is invalid.': '選択した{{attribute}}は無効です。',
    'The :attribute field must be between :min and :max.':
      '{{attribute}}は{{min}}以上{{max}}以下で指定してください。',
    'The :attribute field must be at least :min.': '{{attribute}}は{{min}}以上で指定してください。',
    'The :attribute field must not be greater than :max.':
      '{{attribute}}は{{max}}以下で指定してください。',
    'The :attribute field must be greater than :value.':
      '{{attribute}}は{{value}}より大きい値で指定してください。',
    'The :attribute field must be less than :value.':
      '{{attribute}}は{{value}}未満で指定してください。',
    'The :attribute field must be between :min and :max characters.':
      '{{attribute}}は{{min}}文字以上{{max}}文字以内で入力してください。',
    'The :attribute field must be at least :min characters.':
      '{{attribute}}は{{min}}文字以上で入力してください。',
    'The :attribute field must not be greater than :max characters.':
      '{{attribute}}は{{max}}文字以内で入力してください。',
    'The request must change at least one field.': '変更する項目を1つ以上指定してください。',
    'The :attribute field must have at least :min items.':
      '{{attribute}}は{{min}}件以上指定してください。',
    'The :attribute field must not have more than :max items.':
      '{{attribute}}は{{max}}件以内で指定してください。',
    'The :attribute field format is invalid.': '{{attribute}}の形式が正しくありません。',
    'The :attribute field must be a valid email address.':
      '{{attribute}}には正しいメールアドレスを入力してください。',
    'The :attribute field must be a valid date.': '{{attribute}}には正しい日付を入力してください。',
    'The :attribute field must be a valid URL.': '{{attribute}}には正しいURLを入力してください。',
    'The :attribute field must be a valid UUID.': '{{attribute}}の形式が正しくありません。',
    'The :attribute field has an invalid format.': '{{attribute}}の形式が正しくありません。',
    'The :attribute field is invalid.': '{{attribute}}が正しくありません。',
    'The :attribute has already been taken.': 'この{{attribute}}はすでに使われています。',
    'The :attribute field confirmation does not match.': '{{attribute}}（確認用）が一致しません。',
    'The :attribute must be a date before or equal to today.':
      '{{attribute}}には今日以前の日付を入力してください。',
    'The :attribute must be a date after :date.':
      '{{attribute}}には{{date}}より後の日付を入力してください。',
    'The :attribute must be a date after or equal to :other.':
      '{{attribute}}には{{other}}以降の日付を入力してください。',
    'The :attribute must be within :years years.':
      '{{attribute}}には{{years}}年以内の日付を入力してください。',
    'The :attribute field must be a Japanese postal code of 7 digits.':
      '{{attribute}}は7桁の郵便番号で入力してください。',
    'The :attribute field must be a list of entries.': '{{attribute}}の形式が正しくありません。',
    'The :attribute field is required when :other is present.':
      '{{other}}を入力する場合は{{attribute}}も必須です。',
    'The :attribute must be an ISO 4217 currency code.':
      '{{attribute}}には通貨コード（例：JPY）を指定してください。',
    // Status texts fastify answers with for other client errors (node's STATUS_CODES).
    'Bad Request': 'リクエストが正しくありません。',
    Unauthorized: 'ログインしてください。',
    'Payment Required': 'お支払いが必要です。',
    Forbidden: 'この操作を行う権限がありません。',
    'Not Found': '見つかりません。',
    'Method Not Allowed': 'この操作はできません。',
    'Not Acceptable': 'この形式ではお答えできません。',
    'Proxy Authentication Required': 'プロキシの認証が必要です。',
    'Request Timeout': 'リクエストがタイムアウトしました。',
    Conflict: 'ほかの変更と競合しました。',
    Gone: 'すでに削除されています。',
    'Length Required': 'リクエストのサイズが必要です。',
    'Precondition Failed': '前提条件を満たしていません。',
    'Payload Too Large': 'リクエストのサイズが大きすぎます。',
    'URI Too Long': 'URLが長すぎます。',
    'Unsupported Media Type': 'リクエストの形式に対応していません。',
    'Range Not Satisfiable': '指定された範囲は取得できません。',
    'Expectation Failed': 'リクエストの条件を満たせません。',
    "I'm a Teapot": 'このリクエストにはお答えできません。',
    'Misdirected Request': 'リクエストの宛先が正しくありません。',
    'Unprocessable Entity': '入力内容に誤りがあります。',
    Locked: 'ロックされています。',
    'Failed Dependency': '関連する処理が失敗しました。',
    'Too Early': 'もう少し待ってからお試しください。',
    'Upgrade Required': 'アプリを更新してください。',
    'Precondition Required': '前提条件の指定が必要です。',
    'Too Many Requests': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    'Request Header Fields Too Large': 'リクエストのヘッダーが大きすぎます。',
    'Unavailable For Legal Reasons': '法的な理由により提供できません。',

    // Access and limits, on any route.
    'Unauthenticated.': 'ログインしてください。',
    'This action is unauthorized.': 'この操作を行う権限がありません。',
    'Too many attempts. Please try again in :seconds seconds.':
      '試行回数が多すぎます。{{seconds}}秒後にもう一度お試しください。',
    // Requests the API cannot read.
    'The request body is not valid JSON.': 'リクエストの形式（JSON）が正しくありません。',
    'The request body is empty but its content type is JSON.': 'リクエストの内容が空です。',
    'The request body is too large.': 'リクエストのサイズが大きすぎます。',
    'The request body has an unsupported media type.': 'リクエストの形式に対応していません。',
    'The request URL is malformed.': 'URLの形式が正しくありません。',
    'The route :path could not be found.': '「{{path}}」は見つかりません。',
    'The :method method is not supported for route :path. Supported methods: :methods.':
      '「{{path}}」では{{method}}は使えません。使えるのは{{methods}}です。',
    'The service is temporarily unavailable. Please try again in a few seconds.':
      'ただいまサービスを利用できません。数秒後にもう一度お試しください。',
    'Server Error': 'サーバーでエラーが発生しました。',
    'The upload was interrupted before the whole file arrived.':
      'アップロードが途中で中断されました。もう一度お試しください。',
    'The Idempotency-Key header must be 1 to 255 visible ASCII characters.':
      'Idempotency-Keyヘッダーは1〜255文字の半角英数記号で指定してください。',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.':
      'このIdempotency-Keyは別のリクエストで使われています。新しいリクエストには新しいキーを使ってください。',
    'No Content.': '内容はありません。',
    'Not found.': '見つかりません。',
  },
  /** Field names (`:attribute`), as Laravel's validation.attributes; `a.*.b` for list items. */
  attributes: {
    address: '住所',
    allergies: 'アレルギー',
    'birth date': '生年月日',
    'birth date is estimate': '生年月日が推定かどうか',
    body: 'リクエストの内容',
    breed: '品種',
    'breed code': '品種',
    category: 'カテゴリー',
    channels: 'お知らせの受け取り方法',
    code: 'コード',
    colour: '毛色',
    conditions: '持病',
    description: '説明',
    diagnosis: '診断',
    email: 'メールアドレス',
    file: 'ファイル',
    from: '開始日',
    'home clinic': 'かかりつけの動物病院',
    id: 'ID',
    insurance: 'ペット保険',
    phone: '電話番号',
    'policy number': '証券番号',
    provider: '提供元',
    kind: '種類',
    language: '言語',
    locale: '言語',
    medications: '服用中の薬',
    dose: '用量',
    'ends on': '終了日',
    frequency: '頻度',
    name: '名前',
    'started on': '開始日',
    message: 'メッセージ',
    'microchip number': 'マイクロチップ番号',
    neutered: '避妊・去勢',
    notes: 'メモ',
    page: 'ページ',
    password: 'パスワード',
    'per page': '1ページの件数',
    'pet id': 'ペット',
    sex: '性別',
    species: '種類',
    vaccinations: 'ワクチン接種',
    'batch number': 'ロット番号',
    'given on': '接種日',
    'next due on': '次回の接種予定日',
    'weight kg': '体重（kg）',
    q: '検索語',
    question: '質問',
    reason: '理由',
    role: '役割',
    slug: 'スラッグ',
    status: 'ステータス',
    text: 'テキスト',
    title: 'タイトル',
    to: '終了日',
    token: 'トークン',
    treatment: '治療内容',
    'visited on': '受診日',
  },
};
