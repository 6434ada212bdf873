import path from 'node:path';

/**
 * Where the journeys' SMTP server (e2e/support/journeyServer.ts) writes each mail it receives,
 * one JSON file per mail, for the journeys to read (e2e/support/mailbox.ts).
 */
export const MAILBOX_DIR = path.join(__dirname, '..', '..', 'tmp', 'e2e-mailbox');

/**
 * The certificate (key.pem, cert.pem) of the journeys' local push services: journeyServer makes
 * it and has the product trust it (NODE_EXTRA_CA_CERTS); a journey serves push endpoints with it
 * (server/test/localPushService.ts), since a real push service cannot be reached here.
 */
export const PUSH_TLS_DIR = path.join(__dirname, '..', '..', 'tmp', 'e2e-push-tls');

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
