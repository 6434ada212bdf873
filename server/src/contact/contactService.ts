import type { ContactRequest } from '@contract/schemas/contact';
import type { UnitOfWork } from '../db/unitOfWork';
import type { Mailer } from '../mail/mailer';
import { contactMessages } from '../db/schema';
import { contactMail } from './contactMail';

/**
 * Stores the message and queues the mail to support in the caller's transaction: both are
 * committed or neither is (an SMTP delivery starts only after the commit). The stored row is the
 * record support works from even if a delivery fails.
 */
export async function storeContactMessage(
  unit: UnitOfWork,
  mailer: Mailer,
  input: ContactRequest,
  options: { locale: string; supportEmail: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await unit.tx
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
  await mailer.queue(
    contactMail({ ...input, id: row.id, locale: options.locale }, options.supportEmail),
    unit,
  );
  return row;
}
