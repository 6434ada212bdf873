// Settings of outgoing text messages (smsSender.ts): the outbox or Twilio. README: settings table.
import {
  ConfigError,
  parseChoice,
  parseUrl,
  read,
  type ConfigVariable,
  type Env,
} from '../configValues';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

export interface SmsConfig {
  provider: 'outbox' | 'twilio';
  twilio: TwilioConfig | undefined;
}

export const SMS_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'SMS_PROVIDER',
    default: 'outbox',
    description:
      'outbox keeps text messages in the sms_outbox table (shown at /api/dev/sms-outbox); ' +
      'twilio sends them through the Twilio REST API.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM',
    default: '(unset)',
    description:
      'Twilio credentials and sender (a phone number or a messaging service id MG…); required ' +
      'with SMS_PROVIDER=twilio.',
  },
  {
    name: 'TWILIO_API_URL',
    default: 'https://api.twilio.com',
    description: 'Base URL of the Twilio REST API (tests point it at a local fake).',
  },
];

export function readSmsConfig(env: Env): SmsConfig {
  const provider = parseChoice(env, 'SMS_PROVIDER', ['outbox', 'twilio'] as const, 'outbox');
  if (provider === 'outbox') return { provider, twilio: undefined };
  const accountSid = read(env, 'TWILIO_ACCOUNT_SID');
  const authToken = read(env, 'TWILIO_AUTH_TOKEN');
  const from = read(env, 'TWILIO_FROM');
  if (accountSid === undefined || authToken === undefined || from === undefined) {
    throw new ConfigError(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.',
    );
  }
  const apiUrl = parseUrl(env, 'TWILIO_API_URL', ['http:', 'https:']) ?? 'https://api.twilio.com';
  return { provider, twilio: { accountSid, authToken, from, apiUrl: apiUrl.replace(/\/+$/, '') } };
}
