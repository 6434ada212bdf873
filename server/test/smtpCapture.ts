// A real SMTP server on loopback (smtp-server) that keeps what it receives, for mail tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { withinLimit } from './readiness';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /**
   * Resolves with the next mail (or one already received) that matches; rejects after `limitMs`
   * naming the test and the mails that did arrive.
   */
  waitFor(match: (mail: CapturedMail) => boolean, limitMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startSmtpCapture(
  credentials = { user: 'mailer', pass: 's3cret' },
  options: { onMail?: (mail: CapturedMail) => void; port?: number } = {},
) {
  const mails: CapturedMail[] = [];
  const waiters: { match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    // Plain SMTP with AUTH on loopback: no certificates in tests.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        options.onMail?.(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve()),
  );
  const { port } = server.server.address() as AddressInfo;
  const capture: SmtpCapture = {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    mails,
    async waitFor(match, limitMs) {
      const found = mails.find(match);
      if (found) return found;
      const waiter = { match, resolve: (_mail: CapturedMail) => undefined as void };
      const arrival = new Promise<CapturedMail>((resolve) => {
        waiter.resolve = resolve;
        waiters.push(waiter);
      });
      const seen = () => mails.map((m) => m.to.join(',')).join('; ') || 'none';
      try {
        return await withinLimit(`a mail matching ${String(match)}`, arrival, limitMs);
      } catch (error) {
        if (waiters.includes(waiter)) waiters.splice(waiters.indexOf(waiter), 1);
        throw new Error(`${(error as Error).message} (mails received, by recipient: ${seen()})`);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}
