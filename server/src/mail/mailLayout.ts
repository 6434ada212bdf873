// The frame of every mail: a plain-text part and a small, inline-styled HTML part (mail clients
// ignore style sheets). Values are escaped; only the templates' own markup is HTML.
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailContent {
  lang: 'en' | 'ja';
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  signature: string;
}

export function renderText(content: MailContent): string {
  const parts = [content.greeting, ...content.paragraphs];
  // Japanese puts the address on a line of its own: no half-width colon beside Japanese text, and
  // mail programs see exactly where the link ends.
  if (content.action) {
    const { label, url } = content.action;
    parts.push(content.lang === 'ja' ? `${label}\n${url}` : `${label}: ${url}`);
  }
  parts.push(...(content.after ?? []), content.signature);
  return `${parts.join('\n\n')}\n`;
}

export function renderHtml(subject: string, content: MailContent): string {
  // pre-line: a paragraph of several lines (a receipt's address block) keeps its line breaks.
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;white-space:pre-line">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0f6e5a;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      p(content.action.url)
    : '';
  return [
    `<!doctype html><html lang="${content.lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f5;font-family:Helvetica,Arial,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0f6e5a">PetCare</p>',
    p(content.greeting),
    ...content.paragraphs.map(p),
    button,
    ...(content.after ?? []).map(p),
    p(content.signature),
    '</div></body></html>',
  ].join('');
}
