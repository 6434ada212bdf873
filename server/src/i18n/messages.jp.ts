// The API's messages in Japanese, keyed by the English message (the contract), as Laravel's
// lang/ja.json. `:name` in a key marks a value, written `{{name}}` in the Japanese text as in the
// app's own catalogue; `:attribute` is a field name, shown through ATTRIBUTES_JP.
// Every message the server can write needs an entry here: i18n/messages.test.ts finds them in
// the code and fails on a missing one. Style: src/i18n/locales/jp/README.md (です・ます, the
// glossary's terms, no space between Japanese and Latin text).

export const MESSAGES_JP: Readonly<Record<string, string>> = {
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
  'The :attribute must be a date after or equal to the birth date.':
    '{{attribute}}には誕生日以降の日付を入力してください。',
  'The :attribute must be a date after or equal to :other.':
    '{{attribute}}には{{other}}以降の日付を入力してください。',
  'The :attribute must be within :years years.':
    '{{attribute}}には{{years}}年以内の日付を入力してください。',
  'The :attribute field must be a Japanese postal code of 7 digits.':
    '{{attribute}}は7桁の郵便番号で入力してください。',
  'The :attribute field must be T followed by 13 digits.':
    '{{attribute}}は「T」と13桁の数字で入力してください。',
  'The email field must be an address we can reply to.':
    '返信を受け取れるメールアドレスを入力してください。',
  'The :attribute field must be a list of entries.': '{{attribute}}の形式が正しくありません。',
  'The :attribute field is required when :other is present.':
    '{{other}}を入力する場合は{{attribute}}も必須です。',
  'The :attribute must be an ISO 4217 currency code.':
    '{{attribute}}には通貨コード（例：JPY）を指定してください。',
  'Taken.': 'すでに使われています。',

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

  // Sign-in, accounts and access.
  'Unauthenticated.': 'ログインしてください。',
  'This action is unauthorized.': 'この操作を行う権限がありません。',
  'These credentials do not match our records.':
    'メールアドレスまたはパスワードが正しくありません。',
  'The email has already been taken.': 'このメールアドレスはすでに登録されています。',
  'Too many attempts. Please try again in :seconds seconds.':
    '試行回数が多すぎます。{{seconds}}秒後にもう一度お試しください。',
  'The password is incorrect.': 'パスワードが正しくありません。',
  'The given password has appeared in a data leak. Please choose a different password.':
    'このパスワードは過去に流出したことがあります。別のパスワードを設定してください。',
  'If an account exists for that e-mail address, we have sent a link to reset the password.':
    'そのメールアドレスのアカウントがある場合は、パスワードの再設定用リンクをお送りしました。',
  'Your password has been reset.': 'パスワードを再設定しました。',
  'This password reset link is invalid or has expired.':
    'このパスワードの再設定用リンクは無効か、有効期限が切れています。',
  'This sign-in attempt is invalid or has expired. Please try again.':
    'このログインは無効か、有効期限が切れています。もう一度お試しください。',
  'The sign-in with the provider failed. Please try again.':
    'ログインできませんでした。もう一度お試しください。',
  'The sign-in provider cannot be reached. Please try again later.':
    'ログインサービスに接続できません。しばらくしてからもう一度お試しください。',
  'The sign-in provider did not share your e-mail address.':
    'ログインサービスからメールアドレスを受け取れませんでした。',
  'An account with this e-mail address already exists. Sign in with your password.':
    'このメールアドレスのアカウントはすでにあります。パスワードでログインしてください。',
  'Sign-in provider not found.': 'ログインサービスが見つかりません。',
  'You cannot disable your own account.': 'ご自身のアカウントは無効にできません。',
  'Accounts with an admin or vet role are closed by an administrator. Please contact support.':
    '管理者または獣医師の役割を持つアカウントは、管理者が削除します。サポートにお問い合わせください。',
  'This download link has expired. Create a new one on the Your data page.':
    'このダウンロード用リンクは有効期限が切れています。「データの管理」ページで新しく作成してください。',
  'We have sent a verification code to :phone.': '{{phone}}に認証コードを送信しました。',
  'The verification code is invalid or has expired.':
    '認証コードが正しくないか、有効期限が切れています。',
  'We could not send the text message. Please try again later.':
    'SMSを送信できませんでした。しばらくしてからもう一度お試しください。',

  // Requests the API cannot read.
  'The request body is not valid JSON.': 'リクエストの形式（JSON）が正しくありません。',
  'The request body is empty but its content type is JSON.': 'リクエストの内容が空です。',
  'The request body is too large.': 'リクエストのサイズが大きすぎます。',
  'The request body has an unsupported media type.': 'リクエストの形式に対応していません。',
  'The request body must be a JSON object.': 'リクエストの形式（JSON）が正しくありません。',
  'The request URL is malformed.': 'URLの形式が正しくありません。',
  'The route :path could not be found.': '「{{path}}」は見つかりません。',
  'The :method method is not supported for route :path. Supported methods: :methods.':
    '「{{path}}」では{{method}}は使えません。使えるのは{{methods}}です。',
  'The service is temporarily unavailable. Please try again in a few seconds.':
    'ただいまサービスを利用できません。数秒後にもう一度お試しください。',
  'Server Error': 'サーバーでエラーが発生しました。',
  'The upload was interrupted before the whole file arrived.':
    'アップロードが途中で中断されました。もう一度お試しください。',
  'The Idempotency-Key header is required: 8 to 200 visible characters, new for each order.':
    'Idempotency-Keyヘッダーが必要です（注文ごとに新しい8〜200文字）。',
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters.':
    'Idempotency-Keyヘッダーは1〜255文字の半角英数記号で指定してください。',
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.':
    'このIdempotency-Keyは別のリクエストで使われています。新しいリクエストには新しいキーを使ってください。',
  'No Content.': '内容はありません。',
  'Not found.': '見つかりません。',

  // Records that do not exist (or are not the caller's).
  'Pet not found.': 'ペットが見つかりません。',
  'Question not found.': 'ご質問が見つかりません。',
  'The pet is not shared with this clinic.': 'このペットはこの動物病院と共有されていません。',
  'This question is closed.': 'このご質問は終了しています。',
  'The conversation has no message to send yet.':
    'この会話にはまだ送信できるメッセージがありません。',
  'Weight entry not found.': '体重の記録が見つかりません。',
  'Album not found.': 'アルバムが見つかりません。',
  'Photo not found.': '写真が見つかりません。',
  'Document not found.': '書類が見つかりません。',
  'File not found.': 'ファイルが見つかりません。',
  'This file link has expired or is not valid.':
    'このファイルのリンクは無効か、有効期限が切れています。',
  'Visit not found.': '受診記録が見つかりません。',
  'Attachment not found.': '添付ファイルが見つかりません。',
  'Reminder not found.': 'リマインダーが見つかりません。',
  'Notification not found.': 'お知らせが見つかりません。',
  'Conversation not found.': '相談が見つかりません。',
  'Photo analysis not found.': '写真分析が見つかりません。',
  'Clinic not found.': '動物病院が見つかりません。',
  'Patient not found.': '患者が見つかりません。',
  'This pet is not shared with that clinic.': 'このペットはその動物病院と共有されていません。',
  'City not found.': '都市が見つかりません。',
  'Care item not found.': 'ケア施設が見つかりません。',
  'FAQ article not found.': 'よくある質問の記事が見つかりません。',
  'Home content not found.': 'ホームページの内容が見つかりません。',
  'News post not found.': 'ニュース記事が見つかりません。',
  'Page not found.': 'ページが見つかりません。',
  'Image not found.': '画像が見つかりません。',
  'User not found.': 'ユーザーが見つかりません。',
  'Redirect not found.': 'リダイレクトが見つかりません。',
  'Postal code not found.': '郵便番号が見つかりません。',
  'Icon collection not found.': 'アイコン集が見つかりません。',
  'Icon collection :name not found.': 'アイコン集「{{name}}」が見つかりません。',
  'Order not found.': '注文が見つかりません。',
  'Cart line not found.': 'カートの商品が見つかりません。',
  'Application not found.': '申し込みが見つかりません。',
  'Promo pack not found.': '紹介用素材が見つかりません。',
  'Banner not found.': 'バナーが見つかりません。',

  // Pets' records.
  'An album may not have more than :count photos.':
    '1つのアルバムに入れられる写真は{{count}}枚までです。',
  'A visit may not have more than :count attachments.':
    '1回の受診記録に添付できるファイルは{{count}}件までです。',

  // Content administration.
  'The slug has already been taken.': 'このスラッグはすでに使われています。',
  'The key has already been taken.': 'このキーはすでに使われています。',
  'The from path may not point into the API.': '転送元のパスにAPIのパスは指定できません。',
  'The from path is already redirected by a fixed site rule.':
    '転送元のパスは、サイトの固定ルールですでに転送されています。',
  'The from path has already been taken.': 'この転送元のパスはすでに使われています。',
  'The to path would lead back to the from path.': '転送先のパスが転送元のパスに戻ってしまいます。',

  // Shopping and payments.
  'The pet already has this plan: resume it instead.':
    'このペットはすでにこのプランに加入しています。解約の取り消しで再開してください。',
  'The pet already has this plan.': 'このペットはすでにこのプランに加入しています。',
  'Your cart is empty.': 'カートは空です。',
  'A pet has one plan: the quantity must be 1.':
    'プランは1頭につき1つです。数量は1にしてください。',
  'A health report line has no plan.': '健康レポートにはプランを指定できません。',
  'The health report is included in this pet’s premium plan.':
    'このペットのプレミアムプランには健康レポートが含まれています。',
  'At most :count health reports per pet.': '健康レポートは1頭につき{{count}}件までです。',
  'Only a paid order can be refunded.': '返金できるのは支払い済みの注文だけです。',
  'Your card was declined. Please try another card.':
    'カードが承認されませんでした。別のカードをお試しください。',
  'Use a sandbox test card: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for confirmation).':
    'テスト用カードを使ってください：4242 4242 4242 4242（成功）、4000 0000 0000 0002（拒否）、4000 0025 0000 3155（本人確認あり）。',
  'The card has expired.': 'カードの有効期限が切れています。',
  'The payment was not completed.': '支払いが完了しませんでした。',
  'Stripe gave no checkout page.': '決済ページを用意できませんでした。',
  'No saved payment method.': '登録済みの支払い方法がありません。',
  'Payment :status.': '支払いが完了しませんでした（{{status}}）。',
  'The webhook signature is invalid.': 'Webhookの署名が正しくありません。',
  'This pet has no active plan to cancel.': 'このペットには解約できるプランがありません。',
  'This pet’s plan is not set to end.': 'このペットのプランは終了の予定がありません。',
  'The plan field is required for a plan line.': 'プランを選んでください。',

  // The affiliate programme.
  'You are already an affiliate.': 'すでにアフィリエイトプログラムに参加しています。',
  'Your application is being reviewed: we will let you know.':
    'お申し込みを審査中です。結果はお知らせでご連絡します。',
  'Only accepted affiliates can do this.':
    'この操作は、アフィリエイトプログラムへの参加が承認された方のみ行えます。',
  'The rules have changed: read the current version and accept it.':
    '規約が改定されました。最新の規約をお読みのうえ、同意してください。',
  'This referral code does not exist.': 'この紹介コードは存在しません。',
  'The start must not be after the end.': '開始日は終了日より前にしてください。',
  'At most :count :periods at once.': '一度に表示できるのは{{count}}{{periods}}までです。',
  'The IBAN is required for bank transfers.': '銀行振込にはIBAN（国際銀行口座番号）が必要です。',
  'This IBAN is not valid: check it for typos.':
    'このIBANは正しくありません。入力内容をご確認ください。',
  'The account holder is required.': '口座名義は必須です。',
  'The PayPal e-mail is required.': 'PayPalのメールアドレスは必須です。',
  'The payout threshold must be at least :amount :currency.':
    '支払いの最低金額は{{amount}} {{currency}}以上にしてください。',
  'This application has already been decided.': 'この申し込みはすでに審査済みです。',

  // Realtime (the Pusher protocol's own checks).
  'The channel name must be a private or presence channel.':
    'チャンネル名にはprivateまたはpresenceのチャンネルを指定してください。',
  'The key field does not name this app.': 'キーがこのアプリのものではありません。',
  'Unknown app.': 'アプリが見つかりません。',
  'Invalid user id.': 'ユーザーIDが正しくありません。',
};

/** Field names (`:attribute`), as Laravel's validation.attributes; `a.*.b` for list items. */
export const ATTRIBUTES_JP: Readonly<Record<string, string>> = {
  'account holder': '口座名義',
  action: '操作',
  activity: '活動量',
  actor: '操作した人',
  address: '住所',
  'address line1': '住所1',
  'address line2': '住所2',
  albumId: 'アルバム',
  allergies: 'アレルギー',
  ask_for_photo: '写真の依頼',
  'answer html': '回答',
  answers: '回答',
  audience: '対象',
  banner: 'バナー',
  'birth date': '誕生日',
  'birth date is estimate': '誕生日が推定かどうか',
  'body condition score': 'ボディコンディションスコア',
  body: 'リクエストの内容',
  'body html': '本文',
  breed: '品種',
  'breed code': '品種',
  caption: 'キャプション',
  category: 'カテゴリー',
  channels: 'お知らせの受け取り方法',
  city: '都市',
  citySlug: '都市',
  'city id': '都市',
  clinic: '動物病院',
  clinic_id: '動物病院',
  clinicId: '動物病院',
  code: 'コード',
  collection: 'アイコン集',
  colour: '毛色',
  company: '会社名',
  conditions: '持病',
  consent: '同意',
  'cost minor': '費用',
  country: '国',
  'cover image': 'カバー画像',
  currency: '通貨',
  description: '説明',
  'description.en': '説明（英語）',
  'description.jp': '説明（日本語）',
  diagnosis: '診断',
  documentId: '書類',
  done: '完了',
  download: 'ダウンロード',
  'due at': '期日',
  email: 'メールアドレス',
  entryId: '記録',
  excerpt: '抜粋',
  expires: '有効期限',
  file: 'ファイル',
  fileId: 'ファイル',
  'food kcal per 100g': 'フードのカロリー（100gあたり）',
  'food kcal per cup': 'フードのカロリー（1カップあたり）',
  'food name': 'フードの名前',
  from: '開始日',
  'from path': '転送元のパス',
  'full name': '氏名',
  headline: '見出し',
  'headline.en': '見出し（英語）',
  'headline.jp': '見出し（日本語）',
  'home clinic': 'かかりつけの動物病院',
  iban: 'IBAN',
  icons: 'アイコン',
  id: 'ID',
  image: '画像',
  include: '含める項目',
  insurance: 'ペット保険',
  phone: '電話番号',
  'policy number': '証券番号',
  provider: '提供元',
  intro: '紹介文',
  'invoice registration number': 'インボイス登録番号',
  iss: '発行者',
  'issued on': '発行日',
  key: 'キー',
  kind: '種類',
  'landing path': 'リンク先のパス',
  lang: '言語',
  language: '言語',
  lineId: 'カートの商品',
  locale: '言語',
  'meals per day': '1日の食事回数',
  'measured on': '測定日',
  medications: '服用中の薬',
  dose: '用量',
  'ends on': '終了日',
  frequency: '頻度',
  name: '名前',
  'started on': '開始日',
  message: 'メッセージ',
  method: '方法',
  'microchip number': 'マイクロチップ番号',
  neutered: '避妊・去勢',
  note: 'メモ',
  notes: 'メモ',
  'opening hours': '営業時間',
  orderId: '注文',
  page: 'ページ',
  password: 'パスワード',
  'password confirmation': 'パスワード（確認用）',
  path: 'パス',
  payment: '支払い情報',
  'card number': 'カード番号',
  cvc: 'セキュリティコード',
  'exp month': '有効期限（月）',
  'exp year': '有効期限（年）',
  'payout threshold minor': '支払いの最低金額',
  'paypal email': 'PayPalのメールアドレス',
  'per page': '1ページの件数',
  period: '期間',
  pet: 'ペット',
  'pet id': 'ペット',
  sex: '性別',
  species: '種類',
  vaccinations: 'ワクチン接種',
  'batch number': 'ロット番号',
  'given on': '接種日',
  'next due on': '次回の接種予定日',
  'weight kg': '体重（kg）',
  'phone number': '電話番号',
  photoId: '写真',
  photo_ids: '写真',
  plan: 'プラン',
  'postal code': '郵便番号',
  'pregnant or lactating': '妊娠中・授乳中',
  q: '検索語',
  quantity: '数量',
  question: '質問',
  'reading minutes': '読了時間',
  reason: '理由',
  redirect: 'リダイレクト先',
  'referral code': '紹介コード',
  region: '都道府県',
  remember: 'ログイン状態の保持',
  reminderId: 'リマインダー',
  repeat: '繰り返し',
  role: '役割',
  scopes: '共有する範囲',
  search: '検索語',
  'set as home clinic': 'かかりつけに設定',
  signature: '署名',
  slug: 'スラッグ',
  state: '状態',
  status: 'ステータス',
  summary: '概要',
  'taken on': '撮影日',
  'target id': '対象',
  'target type': '対象の種類',
  'target weight kg': '目標体重（kg）',
  'tax country': '課税国',
  'tax id': '税番号',
  terms: '利用規約への同意',
  text: 'テキスト',
  texts: '投稿文',
  'texts.en': '投稿文（英語）',
  'texts.jp': '投稿文（日本語）',
  instagram: 'Instagramの投稿文',
  newsletter: 'ニュースレターの文面',
  x: 'Xの投稿文',
  threadId: '相談',
  title: 'タイトル',
  'title.en': 'タイトル（英語）',
  'title.jp': 'タイトル（日本語）',
  to: '終了日',
  'to path': '転送先のパス',
  token: 'トークン',
  topic: 'お問い合わせの種類',
  treatment: '治療内容',
  variant: '種類',
  'vat number': 'VAT番号',
  version: 'バージョン',
  'vet name': '獣医師の名前',
  visitId: '受診記録',
  'visited on': '受診日',
  website: 'ウェブサイト',
  'weight unit': '体重の単位',
  'socket id': 'ソケットID',
  timeline: 'タイムライン',
};

/** Words a message carries as a value (`:periods`), shown in Japanese. */
export const VALUE_WORDS_JP: Readonly<Record<string, string>> = {
  days: '日分',
  weeks: '週分',
  months: 'か月分',
};
