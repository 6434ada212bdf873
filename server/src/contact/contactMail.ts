// The e-mail support receives for one contact message: plain text plus the same in simple HTML.
import type { ContactRequest } from '@contract/schemas/contact';

const TOPIC_LABELS: Record<ContactRequest['topic'], string> = {
  general: 'General question',
  account: 'My account',
  billing: 'Subscription and billing',
  clinics: 'Veterinary clinics',
  ambassadors: 'Ambassadors programme',
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Header injection is impossible through the subject: line breaks become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

export function contactMail(
  message: ContactRequest & { id: string; locale: string },
  to: string,
): { to: string; subject: string; text: string; html: string } {
  const topic = TOPIC_LABELS[message.topic];
  const fields: [string, string][] = [
    ['From', `${message.name} <${message.email}>`],
    ['Topic', topic],
    ['Site language', message.locale],
    ['Reference', message.id],
  ];
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reply to ${message.email} to answer.`,
  ].join('\n');
  const html = [
    '<table>',
    ...fields.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Reply to <a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a> to answer.</p>`,
  ].join('\n');
  return { to, subject: oneLine(`[PetCare contact] ${topic}: ${message.name}`), text, html };
}
