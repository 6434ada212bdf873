// Settings of outgoing mail (mailer.ts): the outbox or an SMTP server, and the sender. README:
// settings table.
import {
  ConfigError,
  parseBoolean,
  parseChoice,
  parseUrl,
  read,
  type ConfigVariable,
  type Env,
} from '../configValues';

export interface MailConfig {
  /** outbox: rows in mail_outbox, shown at /api/dev/outbox; smtp: delivered through MAIL_SMTP_URL. */
  transport: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  from: string;
  /**
   * With smtp: also keep every mail in mail_outbox and keep /api/dev/outbox (MAIL_OUTBOX_COPY;
   * local demos and the browser journeys, never a shared deployment). Always true for outbox.
   */
  outboxCopy: boolean;
}

export const MAIL_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'MAIL_TRANSPORT',
    default: 'outbox (smtp when MAIL_SMTP_URL is set)',
    description:
      'outbox keeps mails in the mail_outbox table and shows them at /api/dev/outbox (local demo ' +
      'only: answered to this machine only); smtp delivers them through MAIL_SMTP_URL.',
  },
  {
    name: 'MAIL_SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server, e.g. smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465.',
  },
  {
    name: 'MAIL_OUTBOX_COPY',
    default: 'false',
    description:
      'true with the smtp transport: also keep a copy of every mail in mail_outbox and keep ' +
      '/api/dev/outbox (local demos and the browser journeys only; answered to this machine only).',
  },
  {
    name: 'MAIL_FROM',
    default: 'PetCare <no-reply@petcare.local>',
    description: 'Sender of every mail.',
  },
];

export function readMailConfig(env: Env): MailConfig {
  const smtpUrl = parseUrl(env, 'MAIL_SMTP_URL', ['smtp:', 'smtps:']);
  const transport = parseChoice(
    env,
    'MAIL_TRANSPORT',
    ['outbox', 'smtp'] as const,
    smtpUrl === undefined ? 'outbox' : 'smtp',
  );
  if (transport === 'smtp' && smtpUrl === undefined) {
    throw new ConfigError('MAIL_TRANSPORT=smtp needs MAIL_SMTP_URL.');
  }
  return {
    transport,
    smtpUrl,
    from: read(env, 'MAIL_FROM') ?? 'PetCare <no-reply@petcare.local>',
    outboxCopy: transport === 'outbox' || parseBoolean(env, 'MAIL_OUTBOX_COPY'),
  };
}
