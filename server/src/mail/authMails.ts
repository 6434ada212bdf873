// The account mails, in the user's language (en or jp): password reset and welcome.
import type { Language } from '@contract/preferences';
import { renderHtml, renderText, type MailContent } from './mailLayout';
import type { MailMessage } from './mailer';

/** Site path prefix of a language: English has none, Japanese is under /jp (spec.md §2). */
export function sitePrefix(language: Language): string {
  return language === 'jp' ? '/jp' : '';
}

function message(to: string, subject: string, content: MailContent): MailMessage {
  return { to, subject, text: renderText(content), html: renderHtml(subject, content) };
}

interface ResetLinkInput {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  token: string;
}

function resetUrl(input: ResetLinkInput): string {
  return (
    `${input.publicUrl}${sitePrefix(input.language)}/auth/password-reset/` +
    `${encodeURIComponent(input.token)}?email=${encodeURIComponent(input.to)}`
  );
}

export function passwordResetMail(input: ResetLinkInput): MailMessage {
  const url = resetUrl(input);
  if (input.language === 'jp') {
    return message(input.to, '【PetCare】パスワードの再設定のご案内', {
      lang: 'ja',
      greeting: `${input.name}さん`,
      paragraphs: [
        'パスワードの再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください。',
      ],
      action: { label: 'パスワードを再設定する', url },
      after: [
        'このリンクの有効期限は60分で、一度だけ使えます。',
        'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      ],
      signature: 'PetCareチーム',
    });
  }
  return message(input.to, 'Reset your PetCare password', {
    lang: 'en',
    greeting: `Hello ${input.name},`,
    paragraphs: [
      'We received a request to reset the password of your PetCare account. Choose a new password with the button below.',
    ],
    action: { label: 'Reset password', url },
    after: [
      'This link expires in 60 minutes and works once.',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
    signature: 'The PetCare team',
  });
}

export function welcomeMail(input: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
}): MailMessage {
  const url = `${input.publicUrl}${sitePrefix(input.language)}/my-pets/add-new-pet`;
  if (input.language === 'jp') {
    return message(input.to, '【PetCare】アカウントの作成が完了しました', {
      lang: 'ja',
      greeting: `${input.name}さん`,
      paragraphs: [
        'PetCareにアカウントを作成いただき、ありがとうございます。',
        'まずはペットを登録しましょう。AI症状チェッカーや健康レポートで、毎日のケアをお手伝いします。',
      ],
      action: { label: 'ペットを登録する', url },
      signature: 'PetCareチーム',
    });
  }
  return message(input.to, 'Welcome to PetCare', {
    lang: 'en',
    greeting: `Hello ${input.name},`,
    paragraphs: [
      'Thank you for joining PetCare.',
      'Start by adding your pet: the AI symptom checker and health reports then help you with everyday care.',
    ],
    action: { label: 'Add your pet', url },
    signature: 'The PetCare team',
  });
}

/**
 * Repeated failed sign-ins on the account (auth/loginThrottle.ts): the keeper learns of it, is
 * told nothing was locked, and gets a reset link in case the password is no longer theirs alone.
 */
export function signInAttemptsMail(input: ResetLinkInput & { failures: number }): MailMessage {
  const url = resetUrl(input);
  if (input.language === 'jp') {
    return message(input.to, '【PetCare】アカウントへのログインの失敗が続いています', {
      lang: 'ja',
      greeting: `${input.name}さん`,
      paragraphs: [
        `あなたのPetCareアカウントで、間違ったパスワードによるログインが${input.failures}回続けて失敗しました。`,
        'ご自身の操作でしたら、このメールは無視していただいてかまいません。アカウントはロックされておらず、いつもの端末からこれまでどおりログインできます。',
        'お心当たりがない場合は、第三者がパスワードを推測しようとしている可能性があります。下のボタンから、推測されにくい新しいパスワードに変更してください。',
      ],
      action: { label: 'パスワードを変更する', url },
      after: ['このリンクの有効期限は60分で、一度だけ使えます。'],
      signature: 'PetCareチーム',
    });
  }
  return message(input.to, 'Failed sign-ins to your PetCare account', {
    lang: 'en',
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Someone tried to sign in to your PetCare account with a wrong password ${input.failures} times in a row.`,
      'If that was you, you can ignore this e-mail: your account is not locked and you can keep signing in as usual.',
      'If it was not you, someone may be trying to guess your password. Choose a new, hard-to-guess password with the button below.',
    ],
    action: { label: 'Change password', url },
    after: ['This link expires in 60 minutes and works once.'],
    signature: 'The PetCare team',
  });
}
