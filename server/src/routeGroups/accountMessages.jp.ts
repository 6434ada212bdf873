// The API's messages and field names of accounts: sign-in, registration, profile, phone, and the content the account group serves in Japanese, declared by its capability
// object and merged with the others' (i18n/README.md). Keyed by the English message; `:name`
// marks a value, written `{{name}}` in the Japanese.
import type { ApiJapanese } from '../i18n/apiJapanese';

export const accountJapanese: ApiJapanese = {
  messages: {
    'The :attribute field must be T followed by 13 digits.':
      '{{attribute}}は「T」と13桁の数字で入力してください。',
    'These credentials do not match our records.':
      'メールアドレスまたはパスワードが正しくありません。',
    'The email has already been taken.': 'このメールアドレスはすでに登録されています。',
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
    'We have sent a verification code to :phone.': '{{phone}}に認証コードを送信しました。',
    'The verification code is invalid or has expired.':
      '認証コードが正しくないか、有効期限が切れています。',
    'We could not send the text message. Please try again later.':
      'SMSを送信できませんでした。しばらくしてからもう一度お試しください。',
  },
  attributes: {
    'address line1': '住所1',
    'address line2': '住所2',
    'answer html': '回答',
    'body html': '本文',
    city: '都市',
    'city id': '都市',
    company: '会社名',
    country: '国',
    'cover image': 'カバー画像',
    'description.en': '説明（英語）',
    'description.jp': '説明（日本語）',
    excerpt: '抜粋',
    'full name': '氏名',
    headline: '見出し',
    'headline.en': '見出し（英語）',
    'headline.jp': '見出し（日本語）',
    image: '画像',
    intro: '紹介文',
    'invoice registration number': 'インボイス登録番号',
    iss: '発行者',
    key: 'キー',
    'opening hours': '営業時間',
    'animal handling registration': '第一種動物取扱業 登録番号',
    'password confirmation': 'パスワード（確認用）',
    pet: 'ペット',
    'phone number': '電話番号',
    'postal code': '郵便番号',
    'reading minutes': '読了時間',
    redirect: 'リダイレクト先',
    'referral code': '紹介コード',
    region: '都道府県',
    remember: 'ログイン状態の保持',
    state: '状態',
    summary: '概要',
    terms: '利用規約への同意',
    texts: '投稿文',
    'texts.en': '投稿文（英語）',
    'texts.jp': '投稿文（日本語）',
    instagram: 'Instagramの投稿文',
    newsletter: 'メールマガジンの文面',
    x: 'Xの投稿文',
    'title.en': 'タイトル（英語）',
    'title.jp': 'タイトル（日本語）',
    'vat number': 'VAT番号',
    'weight unit': '体重の単位',
  },
};
