// Puts an e-mail to support into the mail outbox. The mailer (auth feature) sends outbox rows and
// marks them sent; writing a row is all a request does, so it never waits on SMTP.
import type { Database } from '../db/openDatabase';
import { mailOutbox } from '../db/schema';

export interface SupportMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function queueSupportMail(db: Database, mail: SupportMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the support mail was not queued');
  return row.id;
}
