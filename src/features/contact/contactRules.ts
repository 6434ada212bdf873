import type { ContactTopic } from '../../../server/src/contact/contactSchemas';

// The API's rules for a contact message (server/src/contact/contactSchemas.ts), repeated here as
// plain values so the browser bundle holds no server code; contactRules.test.ts keeps them equal.

export const CONTACT_TOPICS: readonly ContactTopic[] = [
  'general',
  'account',
  'billing',
  'clinics',
  'ambassadors',
];

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}
