// Everything the auth and account routes share, created once per app by buildApp.
import type { Config } from '../config';
import type { Database } from '../db/openDatabase';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications';
import type { SmsSender } from '../sms/smsSender';
import type { Clock } from '../http/clock';
import type { RateLimiter } from '../http/rateLimiter';

export interface AuthServices {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  limiter: RateLimiter;
  notifications: NotificationService;
}
