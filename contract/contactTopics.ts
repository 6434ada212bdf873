// What a contact-form message is about; support sorts messages by it.

export const CONTACT_TOPICS = ['general', 'account', 'billing', 'clinics', 'ambassadors'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}
