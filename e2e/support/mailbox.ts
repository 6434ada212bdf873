import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../server/test/smtpCapture';
import { MAILBOX_DIR, type MailboxEntry } from './journeyServices';
import { expect } from './test';

export interface ReceivedMail extends MailboxEntry {
  /** The message with its quoted-printable parts decoded (headers, text and HTML). */
  decoded: string;
  /** The Subject header as a mail program shows it (RFC 2047 encoded words decoded). */
  subject: string;
}

function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const folded = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  // Each encoded word becomes its bytes (as latin1), adjacent words join, then UTF-8 is read once:
  // a character split across two words still decodes.
  const bytes = folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8').trim();
}

function mailbox(): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(MAILBOX_DIR).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const entry = JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as MailboxEntry;
    return { ...entry, decoded: decodeQuotedPrintable(entry.raw), subject: subjectOf(entry.raw) };
  });
}

/**
 * The newest mail the journeys' SMTP server received for `to` whose decoded text contains
 * `containing` (waits for it to arrive).
 */
export async function smtpMailTo(
  to: string,
  containing: string,
  /** How long to wait; a mail a scheduled job sends needs up to a job interval. */
  timeout?: number,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailbox()
          .filter((m) => m.to.includes(to) && m.decoded.includes(containing))
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} with "${containing}" at the SMTP server`, timeout },
    )
    .toBe(true);
  return found!;
}
