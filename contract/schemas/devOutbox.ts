// The local demo's outboxes (GET /api/dev/outbox, /api/dev/sms-outbox): what the server would
// have mailed or texted. Offered only while mail and SMS go to the outbox.
import { Type, type Static } from '@sinclair/typebox';

export const OutboxMail = Type.Object(
  {
    id: Type.String(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    html: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'OutboxMail' },
);
export type OutboxMail = Static<typeof OutboxMail>;

export const OutboxSms = Type.Object(
  {
    id: Type.String(),
    to: Type.String(),
    text: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'OutboxSms' },
);
export type OutboxSms = Static<typeof OutboxSms>;
