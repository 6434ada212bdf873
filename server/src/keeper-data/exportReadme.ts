// README.txt of the "download my data" ZIP, in the keeper's language.
import type { Language } from '@contract/preferences';

export function exportReadme(language: Language, generatedAt: Date): string {
  const date = generatedAt.toISOString();
  if (language === 'jp') {
    return [
      'PetCareのデータ',
      '',
      `作成日時（UTC）：${date}`,
      '',
      'このファイルには、PetCareに保存されているあなたとペットのデータがすべて入っています。',
      '',
      '・data.json：アカウント、表示設定、請求先情報、ペットと体重の記録、通院記録、書類、リマインダー、食事・体重管理プラン、アルバム、AI症状チェッカーの相談、写真分析、健康レポート、サブスクリプション、注文、アフィリエイト、お知らせなどのデータです。項目名は英語で、日時はUTCのISO 8601形式です。',
      '・files/：ペットの写真と書類の元のファイルです（ペットごとのフォルダーに入っています）。data.jsonの「files」にある「export_path」が、それぞれのファイルの場所です。',
      '',
      'パスワードやログイン用のトークンは、安全のため含まれていません。',
      'ご不明な点は、PetCareのお問い合わせページからご連絡ください。',
      '',
    ].join('\r\n');
  }
  return [
    'Your PetCare data',
    '',
    `Created (UTC): ${date}`,
    '',
    'This archive holds everything PetCare stores about you and your pets.',
    '',
    '- data.json: your account, preferences, billing details, pets and their weights, visits,',
    '  documents, reminders, diet plans, photo albums, symptom checker conversations, photo',
    '  analyses, health reports, subscriptions, orders, affiliate programme and notifications.',
    '  Field names are in English; dates and times are ISO 8601 in UTC.',
    '- files/: the original photos and documents of your pets, one folder per pet. In data.json,',
    '  each entry of "files" gives its place in this archive as "export_path".',
    '',
    'Passwords and sign-in tokens are not included, for your safety.',
    'Questions? Write to us through the contact page of PetCare.',
    '',
  ].join('\r\n');
}
