// Request and answer of POST /api/contact. The form's Yup schema uses the same limits.
import { Type, type Static } from '@sinclair/typebox';
import { CONTACT_TOPICS } from '../contactTopics';
import { CONTACT_LIMITS } from '../limits';
import { StringEnum } from './common';

export const ContactRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.nameMax }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.emailMax }),
    topic: StringEnum(CONTACT_TOPICS),
    message: Type.String({
      minLength: CONTACT_LIMITS.messageMin,
      maxLength: CONTACT_LIMITS.messageMax,
    }),
    // `const` alone (no `type`), so anything but true gets one message: "must be accepted".
    consent: Type.Unsafe<true>({
      const: true,
      description: 'The visitor accepts the privacy policy for this message (must be true).',
    }),
  },
  { title: 'ContactRequest' },
);
export type ContactRequest = Static<typeof ContactRequest>;

export const ContactReceipt = Type.Object(
  {
    data: Type.Object({
      id: Type.String({ format: 'uuid' }),
      created_at: Type.String({ format: 'date-time' }),
    }),
  },
  { title: 'ContactReceipt' },
);
export type ContactReceipt = Static<typeof ContactReceipt>;
