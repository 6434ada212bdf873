import type { Database } from '../db/openDatabase';
import { contactMessages } from '../db/schema';
import { contactMail } from './contactMail';
import type { ContactRequest } from './contactSchemas';
import { queueSupportMail } from './queueSupportMail';

/**
 * Stores the message and queues the mail to support in one transaction: either support hears of
 * every stored message, or nothing is stored and the visitor gets an error to retry.
 */
export async function storeContactMessage(
  db: Database,
  input: ContactRequest,
  options: { locale: string; supportEmail: string },
): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
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
    if (!row) throw new Error('the contact message was not stored');
    await queueSupportMail(
      tx,
      contactMail({ ...input, id: row.id, locale: options.locale }, options.supportEmail),
    );
    return row;
  });
}
