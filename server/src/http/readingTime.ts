// Reading time of an article (seeded or saved in the admin console), from the text of its HTML
// body. Latin-script languages are counted in words (about 200 a minute for health content);
// Japanese, which has no spaces, in characters (about 500 a minute).

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(html: string): number {
  const text = plainText(html);
  return text === '' ? 0 : text.split(' ').length;
}

export function readingMinutes(html: string, script: 'latin' | 'japanese' = 'latin'): number {
  const text = plainText(html);
  const minutes =
    script === 'japanese' ? text.replace(/\s/g, '').length / 500 : wordCount(html) / 200;
  return Math.max(1, Math.round(minutes));
}
