// The mail of a due reminder, in the keeper's language: a text part and an inline-styled HTML
// part (the frame of mail/mailLayout.ts), with the one-tap "Done" and "Snooze 1 day" links and an
// unsubscribe link for this kind of reminder.
import type { Language } from '@contract/preferences';
import type { ReminderKind } from '@contract/schemas/petReminders';
import { escapeHtml } from '../mail/mailLayout';
import type { MailMessage } from '../mail/mailer';

export interface ReminderMailInput {
  to: string;
  name: string;
  language: Language;
  petName: string;
  title: string;
  kind: ReminderKind;
  /** The due time, written in the keeper's time zone and language. */
  dueText: string;
  doneUrl: string;
  snoozeUrl: string;
  unsubscribeUrl: string;
  appUrl: string;
}

const KIND_NAME: Readonly<Record<Language, Record<ReminderKind, string>>> = {
  en: {
    vaccination: 'vaccination',
    parasite: 'parasite treatment',
    medication: 'medication',
    vet_visit: 'vet visit',
    other: 'other',
  },
  jp: {
    vaccination: 'ワクチン接種',
    parasite: 'ノミ・ダニ・フィラリアなどの予防',
    medication: '投薬',
    vet_visit: '通院',
    other: 'その他',
  },
};

export function kindName(kind: ReminderKind, language: Language): string {
  return KIND_NAME[language][kind];
}

interface Texts {
  subject: string;
  greeting: string;
  lines: string[];
  done: string;
  snooze: string;
  linkNote: string;
  open: string;
  unsubscribe: string;
  signature: string;
}

function texts(input: ReminderMailInput): Texts {
  const kind = kindName(input.kind, input.language);
  if (input.language === 'jp') {
    return {
      subject: `【PetCare】${input.petName}：${input.title}`,
      greeting: `${input.name}さん`,
      lines: [`${input.petName}の「${input.title}」の予定日です（${input.dueText}）。`],
      done: '完了にする',
      snooze: '1日後にもう一度知らせる',
      linkNote: 'ボタンはログインせずに使えます。各リンクは一度だけ、14日間有効です。',
      open: 'PetCareで開く',
      unsubscribe: `「${kind}」のリマインダーをメールで受け取らない`,
      signature: 'PetCareチーム',
    };
  }
  return {
    subject: `${input.petName}: ${input.title}`,
    greeting: `Hello ${input.name},`,
    lines: [`${input.petName}'s "${input.title}" is due (${input.dueText}).`],
    done: 'Mark as done',
    snooze: 'Remind me in 1 day',
    linkNote: 'These buttons work without signing in. Each link works once, for 14 days.',
    open: 'Open in PetCare',
    unsubscribe: `Stop e-mails for ${kind} reminders`,
    signature: 'The PetCare team',
  };
}

function textPart(input: ReminderMailInput, t: Texts): string {
  // Japanese puts each address on a line of its own (no half-width colon beside Japanese text).
  const link = (label: string, url: string) =>
    input.language === 'jp' ? `${label}\n${url}` : `${label}: ${url}`;
  return `${[
    t.greeting,
    ...t.lines,
    link(t.done, input.doneUrl),
    link(t.snooze, input.snoozeUrl),
    t.linkNote,
    link(t.open, input.appUrl),
    link(t.unsubscribe, input.unsubscribeUrl),
    t.signature,
  ].join('\n\n')}\n`;
}

function htmlPart(input: ReminderMailInput, t: Texts): string {
  const lang = input.language === 'jp' ? 'ja' : 'en';
  const p = (text: string, style = 'font-size:16px;color:#1f2933') =>
    `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(text)}</p>`;
  const button = (label: string, url: string, primary: boolean) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:6px;` +
    `${primary ? 'background:#0f6e5a;color:#ffffff' : 'background:#e6f0ed;color:#0f6e5a'};font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;
  const small = (label: string, url: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5"><a href="${escapeHtml(url)}" style="color:#52606d">${escapeHtml(label)}</a></p>`;
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f5;font-family:Helvetica,Arial,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0f6e5a">PetCare</p>',
    p(t.greeting),
    ...t.lines.map((line) => p(line)),
    `<p style="margin:24px 0 8px">${button(t.done, input.doneUrl, true)}${button(t.snooze, input.snoozeUrl, false)}</p>`,
    p(t.linkNote, 'font-size:13px;color:#52606d'),
    small(t.open, input.appUrl),
    p(t.signature),
    small(t.unsubscribe, input.unsubscribeUrl),
    '</div></body></html>',
  ].join('');
}

export function reminderMail(input: ReminderMailInput): MailMessage {
  const t = texts(input);
  return { to: input.to, subject: t.subject, text: textPart(input, t), html: htmlPart(input, t) };
}

/** The due time in the keeper's zone and language ("Jun 1, 2026, 09:00" / "2026年6月1日 9:00"). */
export function dueText(at: Date, zone: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'jp' ? 'ja-JP' : 'en-US', {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at);
}

/** The text message of a due medication: short, with the one-tap "Done" link. */
export function reminderSms(input: ReminderMailInput): string {
  return input.language === 'jp'
    ? `PetCare：${input.petName}の「${input.title}」の予定日です。完了にする：${input.doneUrl}`
    : `PetCare: ${input.petName}'s "${input.title}" is due. Done: ${input.doneUrl}`;
}
