// The server the journeys run against (playwright.config.ts webServer), with what a deployment
// talks to running for real on loopback, started before it (Playwright starts webServer before
// globalSetup, so the wrapper is what orders them):
//   - an SMTP server (smtp-server, server/test/smtpCapture.ts) that writes each mail it receives
//     to MAILBOX_DIR as a JSON file, which the journeys read (e2e/support/mailbox.ts);
//   - an OpenID Connect provider (oidc-provider, interactive: sign-in and consent pages) offered
//     as "google";
//   - a certificate for 127.0.0.1 that the product trusts (NODE_EXTRA_CA_CERTS), with which a
//     journey serves a Web Push endpoint that verifies the product's requests;
// then the product through the README's own command, `npm start`, with MAIL_SMTP_URL and
// OIDC_GOOGLE_* pointing at them (so the journeys prove the first command of the README works).
// Stopping this process stops all three.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeLoopbackTls } from '../../server/test/localPushService';
import { startOidcProvider } from '../../server/test/oidcProvider';
import { startSmtpCapture } from '../../server/test/smtpCapture';
import {
  JOURNEY_OIDC_CLIENT,
  JOURNEY_OIDC_PROVIDER,
  MAILBOX_DIR,
  PUSH_TLS_DIR,
  type MailboxEntry,
} from './journeyServices';

async function main(): Promise<void> {
  const publicUrl = process.env.PUBLIC_URL;
  if (!publicUrl) throw new Error('journeyServer: PUBLIC_URL is required');

  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let received = 0;
  const smtp = await startSmtpCapture(undefined, {
    onMail: (mail) => {
      received += 1;
      const entry: MailboxEntry = { ...mail, received_at: new Date().toISOString() };
      const file = path.join(MAILBOX_DIR, `${String(received).padStart(5, '0')}.json`);
      // Written whole, then renamed: a journey never reads half a mail.
      writeFileSync(`${file}.tmp`, JSON.stringify(entry));
      renameSync(`${file}.tmp`, file);
    },
  });
  const oidc = await startOidcProvider({
    clientId: JOURNEY_OIDC_CLIENT.id,
    clientSecret: JOURNEY_OIDC_CLIENT.secret,
    redirectUris: [`${publicUrl.replace(/\/+$/, '')}/auth/${JOURNEY_OIDC_PROVIDER}/callback`],
    interactive: true,
  });
  rmSync(PUSH_TLS_DIR, { recursive: true, force: true });
  makeLoopbackTls(PUSH_TLS_DIR);
  const prefix = `OIDC_${JOURNEY_OIDC_PROVIDER.toUpperCase()}`;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const server = spawn(npm, ['start', '--silent'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      MAIL_SMTP_URL: smtp.url,
      // Node reads it at start, for every TLS connection without its own CA list: web-push's.
      NODE_EXTRA_CA_CERTS: path.join(PUSH_TLS_DIR, 'cert.pem'),
      [`${prefix}_ISSUER`]: oidc.issuer,
      [`${prefix}_CLIENT_ID`]: JOURNEY_OIDC_CLIENT.id,
      [`${prefix}_CLIENT_SECRET`]: JOURNEY_OIDC_CLIENT.secret,
    },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    await Promise.allSettled([oidc.stop(), smtp.close()]);
    process.exit(code);
  };
  server.once('exit', (code) => void stop(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
