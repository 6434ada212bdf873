// Plain values of the reminder channel settings, shared by the schema
// (contract/schemas/reminderChannels.ts) and the settings screen (the site takes only types from
// the schemas).
import type { ReminderKind } from './schemas/petReminders';

/** Kinds that may be texted: only medications, and only to a verified phone. */
export const SMS_KINDS: readonly ReminderKind[] = ['medication'];
