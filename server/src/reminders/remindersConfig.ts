// Settings of reminders outside the app: the key of the one-time links in reminder mails and
// pushes (reminderLinks.ts). README: settings table.
import type { ConfigVariable, Env } from '../configValues';
import { ConfigError } from '../configValues';

export interface RemindersConfig {
  /** HMAC-SHA256 key of the "Done" / "Snooze" / "Unsubscribe" links. */
  linkSecret: string;
}

/** The local default: fine on one machine, and listed in the README as "set your own". */
export const DEFAULT_REMINDER_LINK_SECRET = 'petcare-local-reminder-link-secret';

export const REMINDERS_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'REMINDER_LINK_SECRET',
    default: DEFAULT_REMINDER_LINK_SECRET,
    description:
      'Key (16+ characters) that signs the one-time "Done", "Snooze 1 day" and unsubscribe ' +
      'links of reminder e-mails and pushes; set your own outside local development, the same ' +
      'on every instance. Changing it voids the links already sent.',
  },
];

export function readRemindersConfig(env: Env): RemindersConfig {
  const secret = env.REMINDER_LINK_SECRET?.trim() || DEFAULT_REMINDER_LINK_SECRET;
  if (secret.length < 16) {
    throw new ConfigError('REMINDER_LINK_SECRET must be at least 16 characters long.');
  }
  return { linkSecret: secret };
}
