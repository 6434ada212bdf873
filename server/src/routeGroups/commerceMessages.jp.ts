// The API's messages and field names of shopping, payments and the affiliate programme in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const commerceJapanese: ApiJapanese = {
  messages: {
    'The Idempotency-Key header is required: 8 to 200 visible characters, new for each order.':
      'Idempotency-Keyヘッダーが必要です（注文ごとに新しい8〜200文字）。',
    'Order not found.': '注文が見つかりません。',
    'Cart line not found.': 'カートの商品が見つかりません。',
    'Application not found.': '申し込みが見つかりません。',
    'Promo pack not found.': '紹介用素材が見つかりません。',
    'Banner not found.': 'バナーが見つかりません。',

    'The pet already has this plan: resume it instead.':
      'このペットはすでにこのプランに加入しています。解約の取り消しで再開してください。',
    'The pet already has this plan.': 'このペットはすでにこのプランに加入しています。',
    'Your cart is empty.': 'カートは空です。',
    'A pet has one plan: the quantity must be 1.':
      'プランはペット1匹につき1つです。数量は1にしてください。',
    'A health report line has no plan.': '健康レポートにはプランを指定できません。',
    'The health report is included in this pet’s premium plan.':
      'このペットのプレミアムプランには健康レポートが含まれています。',
    'At most :count health reports per pet.': '健康レポートはペット1匹につき{{count}}件までです。',
    'Only a paid order can be refunded.': '返金できるのは支払い済みの注文だけです。',
    'Your card was declined. Please try another card.':
      'カードが承認されませんでした。別のカードでお試しください。',
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
    'The bank name is required.': '銀行名は必須です。',
    'The bank code must be 4 digits.': '銀行コードは4桁の数字で入力してください。',
    'The branch name is required.': '支店名は必須です。',
    'The branch code must be 3 digits.': '支店コードは3桁の数字で入力してください。',
    'Choose the account type: ordinary or current.': '口座種別（普通・当座）を選んでください。',
    'The account number must be 7 digits.': '口座番号は7桁の数字で入力してください。',
    'The account holder must be written in full-width katakana, as in the passbook.':
      '口座名義は通帳の表記どおり全角カタカナで入力してください。',
    'Payouts in yen go to a Japanese bank account or PayPal.':
      '円でのお支払いは、国内の銀行口座またはPayPalでお受け取りください。',
    'A Japanese bank account takes payouts in yen only: give an IBAN or PayPal.':
      '国内の銀行口座で受け取れるのは円でのお支払いのみです。IBANまたはPayPalを指定してください。',
    'The payout threshold must be at least :amount :currency.':
      '支払いの最低金額は{{amount}} {{currency}}以上にしてください。',
    'This application has already been decided.': 'この申し込みはすでに審査済みです。',
  },
  attributes: {
    'account holder': '口座名義',
    'account number': '口座番号',
    'account type': '口座種別',
    'bank code': '銀行コード',
    'bank name': '銀行名',
    'branch code': '支店コード',
    'branch name': '支店名',
    audience: '対象',
    banner: 'バナー',
    iban: 'IBAN',
    'landing path': 'リンク先のパス',
    lang: '言語',
    lineId: 'カートの商品',
    method: '方法',
    orderId: '注文',
    payment: '支払い情報',
    'card number': 'カード番号',
    cvc: 'セキュリティコード',
    'exp month': '有効期限（月）',
    'exp year': '有効期限（年）',
    'payout threshold minor': '支払いの最低金額',
    'paypal email': 'PayPalのメールアドレス',
    period: '期間',
    plan: 'プラン',
    quantity: '数量',
    'tax country': '課税国',
    'tax id': '税番号',
    version: 'バージョン',
    website: 'ウェブサイト',
  },
  // Words a message carries as a value (`:periods`).
  values: {
    days: '日分',
    weeks: '週分',
    months: 'か月分',
  },
};
