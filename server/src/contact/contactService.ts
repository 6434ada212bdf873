import type { ContactRequest } from '@contract/schemas/contact';
import type { Database } from '../db/openDatabase';
import type { Mailer } from '../mail/mailer';
import { contactMessages } from '../db/schema';
import { contactMail } from './contactMail';

/**
 * Stores the message, then hands the mail to support to the mailer (the outbox or SMTP, like every
 * other mail). The stored row is the record support works from even if a delivery fails.
 */
export async function storeContactMessage(
  db: Database,
  mailer: Mailer,
  input: ContactRequest,
  options: { locale: string; supportEmail: string },
): Promise<{ id: string; createdAt: Date }> {
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        locale: options.locale,
        consentedAt: new Date(),
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!stored) throw new Error('the contact message was not stored');
    return stored;
  });
  await mailer.queue(
    contactMail({ ...input, id: row.id, locale: options.locale }, options.supportEmail),
  );
  return row;
}
