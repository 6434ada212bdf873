// What a keeper receives when their clinic answers a question sent from a conversation: the in-app
// notification (stored and sent live) and the e-mail, both in the keeper's language. Both lead to
// the conversation, where the question and the clinic's answers are.
import type { Language } from '@contract/preferences';
import type { NotificationData } from '@contract/schemas/notifications';
import { sitePrefix } from '../mail/authMails';
import { renderHtml, renderText, type MailContent } from '../mail/mailLayout';
import type { MailMessage } from '../mail/mailer';

export const VET_QUESTION_ANSWERED_TYPE = 'vet_question_answered';

export interface ClinicAnswerNotice {
  threadId: number;
  petName: string;
  clinicName: string;
  vetName: string;
  text: string;
  askForPhoto: boolean;
}

/** The conversation's page in the app (unprefixed: the app localizes it). */
export function conversationPath(threadId: number): string {
  return `/pets-threads/${threadId}/`;
}

/** A notification's body: the start of the answer, on one line. */
function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

export function answerNotification(
  notice: ClinicAnswerNotice,
  language: Language,
): NotificationData {
  const action_url = conversationPath(notice.threadId);
  if (language === 'jp') {
    return {
      title: notice.askForPhoto
        ? `${notice.clinicName}から${notice.petName}の写真のお願いが届きました`
        : `${notice.clinicName}から${notice.petName}についての回答が届きました`,
      body: excerpt(notice.text),
      action_url,
    };
  }
  return {
    title: notice.askForPhoto
      ? `${notice.clinicName} asks for a photo of ${notice.petName}`
      : `${notice.clinicName} answered your question about ${notice.petName}`,
    body: excerpt(notice.text),
    action_url,
  };
}

export function answerMail(input: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  notice: ClinicAnswerNotice;
}): MailMessage {
  const { notice } = input;
  const url = `${input.publicUrl}${sitePrefix(input.language)}${conversationPath(notice.threadId)}`;
  let subject: string;
  let content: MailContent;
  if (input.language === 'jp') {
    subject = notice.askForPhoto
      ? `【PetCare】${notice.clinicName}から写真のお願いが届きました`
      : `【PetCare】${notice.clinicName}から回答が届きました`;
    content = {
      lang: 'ja',
      greeting: `${input.name}さん`,
      paragraphs: [
        `${notice.petName}について送った相談に、${notice.clinicName}の${notice.vetName}さんが回答しました。`,
        notice.text,
        ...(notice.askForPhoto ? ['写真は相談の画面から送れます。'] : []),
      ],
      action: { label: '回答を見る', url },
      after: ['急いで診察が必要な場合は、回答を待たずに動物病院に電話してください。'],
      signature: 'PetCareチーム',
    };
  } else {
    subject = notice.askForPhoto
      ? `${notice.clinicName} asks for a photo of ${notice.petName}`
      : `${notice.clinicName} answered your question about ${notice.petName}`;
    content = {
      lang: 'en',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `${notice.vetName} at ${notice.clinicName} answered the question you sent about ${notice.petName}:`,
        notice.text,
        ...(notice.askForPhoto ? ['You can send the photo from the conversation.'] : []),
      ],
      action: { label: 'Read the answer', url },
      after: ['If your pet needs a vet urgently, call the clinic: do not wait for an answer.'],
      signature: 'The PetCare team',
    };
  }
  return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
}
