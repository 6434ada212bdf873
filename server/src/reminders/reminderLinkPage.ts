// The small public page a reminder mail's link opens (no sign-in): GET shows what the link will
// do with one button, POST does it and says so. GET never changes anything, because mail
// programs and link scanners open links on their own: a single-use link used by a scanner
// would be spent (and the reminder marked done) before the keeper saw it. The page is in the
// keeper's language (/jp/… for Japanese) and answers a bad link with its 4xx status and a clear
// sentence (a heading inside an alert or status region, so both roles reach screen readers).
// The push notification's buttons POST to the API route instead (reminderOutsideRoutes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { Language } from '@contract/preferences';
import { HttpError } from '../errors/HttpError';
import { escapeHtml } from '../mail/mailLayout';
import { dueText } from './reminderMail';
import {
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_USED,
  type LinkOutcome,
  type ReminderLinkService,
} from './reminderLinkService';
import { REMINDER_NOT_FOUND } from './reminderService';
import { SIGNATURE } from '../http/routeAccess';

const T = {
  en: {
    title: 'PetCare reminder',
    ask: {
      done: (title: string) => `Mark “${title}” as done?`,
      snooze: (title: string) => `Remind you about “${title}” again in 1 day?`,
      unsubscribe: (kind: string) => `Stop e-mails for ${kind} reminders?`,
    },
    button: {
      done: 'Mark as done',
      snooze: 'Remind me in 1 day',
      unsubscribe: 'Stop these e-mails',
    },
    did: {
      done: (title: string) => `“${title}” is marked as done.`,
      snooze: (title: string, when: string) =>
        `We will remind you about “${title}” again on ${when}.`,
      unsubscribe: (kind: string) =>
        `You will no longer get e-mails for ${kind} reminders. You can turn them back on in Settings › Reminders.`,
    },
    errors: {
      [LINK_INVALID]: 'This link is not valid. Open PetCare to update the reminder.',
      [LINK_EXPIRED]: 'This link has expired. Open PetCare to update the reminder.',
      [LINK_USED]: 'This link has already been used.',
      [REMINDER_NOT_FOUND]: 'This reminder no longer exists.',
    } as Record<string, string>,
    open: 'Open PetCare',
  },
  jp: {
    title: 'PetCareのリマインダー',
    ask: {
      done: (title: string) => `「${title}」を完了にしますか？`,
      snooze: (title: string) => `「${title}」を1日後にもう一度お知らせしますか？`,
      unsubscribe: (kind: string) => `「${kind}」のリマインダーのメールを停止しますか？`,
    },
    button: { done: '完了にする', snooze: '1日後に知らせる', unsubscribe: 'メールを停止する' },
    did: {
      done: (title: string) => `「${title}」を完了にしました。`,
      snooze: (title: string, when: string) => `「${title}」は${when}にもう一度お知らせします。`,
      unsubscribe: (kind: string) =>
        `「${kind}」のリマインダーのメールを停止しました。設定の「リマインダー」からいつでも再開できます。`,
    },
    errors: {
      [LINK_INVALID]: 'このリンクは無効です。PetCareを開いてリマインダーを更新してください。',
      [LINK_EXPIRED]:
        'このリンクは有効期限が切れています。PetCareを開いてリマインダーを更新してください。',
      [LINK_USED]: 'このリンクはすでに使用されています。',
      [REMINDER_NOT_FOUND]: 'このリマインダーはすでに削除されています。',
    } as Record<string, string>,
    open: 'PetCareを開く',
  },
} as const;

function page(language: Language, body: string, appUrl: string): string {
  const t = T[language];
  return [
    `<!doctype html><html lang="${language === 'jp' ? 'ja' : 'en'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(t.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f5;font-family:system-ui,Helvetica,Arial,sans-serif;color:#1f2933">',
    '<main style="max-width:480px;margin:0 auto;padding:32px;background:#fff;border-radius:8px">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0f6e5a">PetCare</p>',
    body,
    `<p style="margin:24px 0 0"><a href="${escapeHtml(appUrl)}" style="color:#0f6e5a">${escapeHtml(t.open)}</a></p>`,
    '</main></body></html>',
  ].join('');
}

const Params = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 600 }) },
  { additionalProperties: false },
);

export const reminderLinkPages: FastifyPluginAsyncTypebox<{
  links: ReminderLinkService;
  timeZoneOf: (outcome: LinkOutcome) => Promise<string>;
}> = async (site, { links, timeZoneOf }) => {
  // The confirmation form posts nothing but its address.
  site.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  for (const prefix of ['', '/jp'] as const) {
    const language: Language = prefix === '/jp' ? 'jp' : 'en';
    const appUrl = `${prefix}/dashboard`;
    const fail = (reply: FastifyReply, error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      const text = T[language].errors[error.message] ?? T[language].errors[LINK_INVALID] ?? '';
      return reply
        .code(error.statusCode)
        .type('text/html; charset=utf-8')
        .send(
          page(
            language,
            `<div role="alert"><h1 style="font-size:20px">${escapeHtml(text)}</h1></div>`,
            appUrl,
          ),
        );
    };
    const html = (reply: FastifyReply, body: string) =>
      reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(language, body, appUrl));

    site.get(
      `${prefix}/reminder-link/:token`,
      { config: { access: SIGNATURE }, schema: { hide: true, params: Params } },
      async (request, reply) => {
        try {
          const outcome = await links.preview(request.params.token);
          const t = T[language];
          return html(
            reply,
            `<h1 style="font-size:20px">${escapeHtml(t.ask[outcome.action](outcome.title))}</h1>` +
              `<form method="post"><button type="submit" style="padding:12px 20px;border:0;border-radius:6px;background:#0f6e5a;color:#fff;font-size:16px;font-weight:bold;cursor:pointer">${escapeHtml(t.button[outcome.action])}</button></form>`,
          );
        } catch (error) {
          return fail(reply, error);
        }
      },
    );

    site.post(
      `${prefix}/reminder-link/:token`,
      { config: { access: SIGNATURE }, schema: { hide: true, params: Params } },
      async (request, reply) => {
        try {
          const outcome = await links.use(request.params.token);
          const t = T[language];
          const when = outcome.dueAt
            ? dueText(outcome.dueAt, await timeZoneOf(outcome), language)
            : '';
          const text =
            outcome.action === 'snooze'
              ? t.did.snooze(outcome.title, when)
              : t.did[outcome.action](outcome.title);
          return html(
            reply,
            `<div role="status"><h1 style="font-size:20px">${escapeHtml(text)}</h1></div>`,
          );
        } catch (error) {
          return fail(reply, error);
        }
      },
    );
  }
};
