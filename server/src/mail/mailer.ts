// Outgoing mail. Two transports behind one interface: the outbox (rows in mail_outbox, the local
// default, shown by GET /api/dev/outbox) and SMTP through nodemailer when MAIL_SMTP_URL is set.
// With MAIL_OUTBOX_COPY, SMTP mail is kept in the outbox as well (demos, browser journeys).
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './mailConfig';
import type { Database } from '../db/openDatabase';
import { mailOutbox } from '../db/schema';
import type { UnitOfWork } from '../db/unitOfWork';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: MailConfig['transport'];
  /** Every mail is (also) in mail_outbox: the demo outbox viewer has something to show. */
  readonly keepsOutbox: boolean;
  /**
   * Hands a message over for delivery. The outbox stores it before resolving; SMTP delivery runs
   * after the call resolves (failures are logged), so a request never waits for a mail server —
   * which also keeps "account exists" and "no such account" equally fast in recovery.
   * Inside a unit of work the outbox row is written in its transaction and SMTP delivery starts
   * only once that transaction has committed (db/unitOfWork.ts).
   */
  queue(message: MailMessage, unit?: UnitOfWork): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /**
   * Delivers now: resolves once the outbox stored the message or the SMTP server accepted it,
   * throws otherwise. For callers that record each delivery and retry a failed one (reminders).
   */
  send(message: MailMessage): Promise<void>;
}

class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly keepsOutbox = true;

  constructor(private readonly db: Database) {}

  async queue(message: MailMessage, unit?: UnitOfWork): Promise<void> {
    await (unit?.tx ?? this.db).insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
  }

  async idle(): Promise<void> {}

  send(message: MailMessage): Promise<void> {
    return this.queue(message);
  }
}

class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  readonly keepsOutbox = false;
  private readonly smtp: Transporter;
  private readonly pending = new Set<Promise<void>>();

  private readonly from: string;
  private readonly log: FastifyBaseLogger;

  constructor(options: { smtpUrl: string; from: string; log: FastifyBaseLogger }) {
    this.smtp = nodemailer.createTransport(options.smtpUrl);
    this.from = options.from;
    this.log = options.log;
  }

  async queue(message: MailMessage, unit?: UnitOfWork): Promise<void> {
    if (unit) unit.afterCommit(() => this.deliver(message));
    else this.deliver(message);
  }

  private deliver(message: MailMessage): void {
    const delivery = this.smtp
      .sendMail({ from: this.from, ...message })
      .then(() => undefined)
      .catch((error: unknown) => {
        // The address is personal data: log the subject and the error only.
        this.log.error({ err: error, subject: message.subject }, 'mail: SMTP delivery failed');
      });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async send(message: MailMessage): Promise<void> {
    await this.smtp.sendMail({ from: this.from, ...message });
  }
}

/** SMTP delivery plus a copy in the outbox (stored first, like the outbox transport). */
class CopyingSmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  readonly keepsOutbox = true;

  constructor(private readonly deps: { smtp: SmtpMailer; outbox: OutboxMailer }) {}

  async queue(message: MailMessage, unit?: UnitOfWork): Promise<void> {
    await this.deps.outbox.queue(message, unit);
    await this.deps.smtp.queue(message, unit);
  }

  idle(): Promise<void> {
    return this.deps.smtp.idle();
  }

  async send(message: MailMessage): Promise<void> {
    await this.deps.smtp.send(message);
    await this.deps.outbox.send(message);
  }
}

export function createMailer(config: MailConfig, db: Database, log: FastifyBaseLogger): Mailer {
  if (config.transport === 'smtp' && config.smtpUrl !== undefined) {
    const smtp = new SmtpMailer({ smtpUrl: config.smtpUrl, from: config.from, log });
    return config.outboxCopy ? new CopyingSmtpMailer({ smtp, outbox: new OutboxMailer(db) }) : smtp;
  }
  return new OutboxMailer(db);
}

/** The newest mails kept in the outbox, newest first (the demo's /api/dev/outbox). */
export async function recentOutboxMails(
  db: Database,
  limit: number,
): Promise<(typeof mailOutbox.$inferSelect)[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
