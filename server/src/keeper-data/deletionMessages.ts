// What the keeper is told about the deletion of their account, in their language: the mail when
// it is scheduled (the last one: after the erasure there is no address left to write to) and the
// notification when signing in cancelled it.
import type { Language } from '@contract/preferences';
import type { NotificationData } from '@contract/schemas/notifications';
import { sitePrefix } from '../mail/authMails';
import { renderHtml, renderText } from '../mail/mailLayout';
import type { MailMessage } from '../mail/mailer';

export const DELETION_CANCELED_TYPE = 'account_deletion_canceled';

export function deletionDateText(date: Date, language: Language): string {
  // A BCP 47 tag, never our `jp` code (src/i18n/intlLocale.ts).
  const tag = language === 'jp' ? 'ja-JP' : 'en-GB';
  return date.toLocaleDateString(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function deletionScheduledMail(input: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  scheduledFor: Date;
}): MailMessage {
  const on = deletionDateText(input.scheduledFor, input.language);
  const url = `${input.publicUrl}${sitePrefix(input.language)}/auth/login/`;
  if (input.language === 'jp') {
    const subject = '【PetCare】アカウントの削除を受け付けました';
    const content = {
      lang: 'ja' as const,
      greeting: `${input.name}さん`,
      paragraphs: [
        `アカウントの削除を受け付けました。${on}に、アカウントとペットの記録、写真、書類をすべて削除します。`,
        'それまでにログインすると、削除は取り消され、アカウントはそのまま使えます。',
        '注文の領収書は、法令で定められた期間、お名前・メールアドレス・住所を除いた形で保管します。',
      ],
      action: { label: '削除を取り消してログインする', url },
      after: ['これがPetCareからの最後のメールです。ご利用いただき、ありがとうございました。'],
      signature: 'PetCareチーム',
    };
    return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
  }
  const subject = 'Your PetCare account will be deleted';
  const content = {
    lang: 'en' as const,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `We received your request to delete your PetCare account. On ${on} we will delete your account and all your pets' records, photos and documents.`,
      'Changed your mind? Sign in before then and the deletion is cancelled: everything stays as it is.',
      'Receipts of your orders are kept as tax law requires, without your name, e-mail address or postal address.',
    ],
    action: { label: 'Sign in to cancel the deletion', url },
    after: ['This is the last e-mail you will get from PetCare. Thank you for caring with us.'],
    signature: 'The PetCare team',
  };
  return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
}

export function deletionCanceledNotification(
  scheduledFor: Date,
  language: Language,
): NotificationData {
  const on = deletionDateText(scheduledFor, language);
  if (language === 'jp') {
    return {
      title: 'アカウントの削除を取り消しました',
      body: `ログインしたため、${on}に予定していたアカウントの削除を取り消しました。データはすべてそのまま残っています。`,
      action_url: '/settings/your-data',
    };
  }
  return {
    title: 'Your account is no longer being deleted',
    body: `You signed in, so the deletion of your account planned for ${on} is cancelled. All your data is still here.`,
    action_url: '/settings/your-data',
  };
}
