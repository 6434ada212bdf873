import path from 'node:path';

/**
 * Where the journeys' SMTP server (e2e/support/journeyServer.ts) writes each mail it receives,
 * one JSON file per mail, for the journeys to read (e2e/support/mailbox.ts).
 */
export const MAILBOX_DIR = path.join(__dirname, '..', '..', 'tmp', 'e2e-mailbox');

/** The sign-in provider the journeys' server offers, backed by a local oidc-provider. */
export const JOURNEY_OIDC_PROVIDER = 'google';
export const JOURNEY_OIDC_CLIENT = { id: 'petcare-journeys', secret: 'petcare-journeys-secret' };

/** One mail as the SMTP server received it. */
export interface MailboxEntry {
  from: string;
  to: string[];
  raw: string;
  received_at: string;
}
