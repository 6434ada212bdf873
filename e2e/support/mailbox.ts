import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeQuotedPrintable } from '../../server/test/smtpCapture';
import { MAILBOX_DIR, type MailboxEntry } from './journeyServices';
import { expect } from './test';

export interface ReceivedMail extends MailboxEntry {
  /** The message with its quoted-printable parts decoded (headers, text and HTML). */
  decoded: string;
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
    return { ...entry, decoded: decodeQuotedPrintable(entry.raw) };
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
