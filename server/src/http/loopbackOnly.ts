// Paths only this machine may open: the demo outbox (the API's /api/dev/… and the site's
// /dev/… pages), which show password-reset links and verification codes. A request is local
// when all of these hold:
// - its TCP peer is a loopback address (the socket's own address: X-Forwarded-For is not read,
//   whatever TRUST_PROXY says, since any client can send it);
// - it carries no forwarding header (Forwarded, X-Forwarded-For, X-Real-IP): a reverse proxy on
//   the same machine connects from loopback on behalf of clients elsewhere;
// - its Host is a loopback name, so a page of another site whose name a resolver points at
//   127.0.0.1 (DNS rebinding) cannot read it from the browser of the person running the demo.
// Anything else is answered 403 before a route runs, whatever HOST the server binds.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALE_CODES } from '@contract/locales';
import type { Config } from '../config';
import { HttpError } from '../errors/HttpError';
import { requestLanguage } from './requestLanguage';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

export const LOCAL_ONLY_MESSAGE = {
  en: 'The outbox can only be opened on the machine the server runs on.',
  jp: 'アウトボックスはサーバーが動いているマシンでのみ開けます。',
} as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(bare);
}

/** localhost, *.localhost (loopback by definition, RFC 6761) or a loopback address. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.raw.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined) &&
    isLoopbackHost(request.headers.host)
  );
}

/** `/api/dev/…`, `/dev/…` and `/{locale}/dev/…`, with or without a query. */
const LOCAL_ONLY_PATH = new RegExp(`^/(?:api/|(?:${LOCALE_CODES.join('|')})/)?dev(?:/|$|\\?)`, 'i');

export function isLocalOnlyPath(url: string): boolean {
  return LOCAL_ONLY_PATH.test(url);
}

/** Call on the root instance before the routes it protects are registered. */
export function restrictDevPathsToLoopback(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The registered route too: the router matches percent-encoded paths (`/api/%64ev/outbox`).
    const paths = [request.url, request.routeOptions.url ?? ''];
    if (paths.some(isLocalOnlyPath) && !isLocalRequest(request)) {
      throw new HttpError(403, LOCAL_ONLY_MESSAGE[requestLanguage(request)]);
    }
  });
}

/**
 * The start-up warning when the outbox is on and other machines may reach the server (a bind
 * beyond loopback, or a public URL): they get 403 at the outbox, but mail and texts are then
 * not delivered to anyone.
 */
export function outboxExposureWarning(config: Config): string | null {
  const outboxes = [
    ...(config.mail.outboxCopy ? ['mail (MAIL_TRANSPORT=outbox or MAIL_OUTBOX_COPY)'] : []),
    ...(config.sms.provider === 'outbox' ? ['text messages (SMS_PROVIDER=outbox)'] : []),
  ];
  if (outboxes.length === 0) return null;
  const publicHost = new URL(config.publicUrl).hostname;
  const reachable = [
    ...(isLoopbackHost(config.host) ? [] : [`HOST=${config.host} binds beyond this machine`]),
    ...(isLoopbackHost(publicHost) ? [] : [`PUBLIC_URL ${config.publicUrl} is not local`]),
  ];
  if (reachable.length === 0) return null;
  return (
    `outbox: ${outboxes.join(' and ')} kept in the outbox while ${reachable.join(' and ')}; ` +
    'the outbox answers this machine only (/api/dev/outbox, /dev/outbox), so nobody else ' +
    'receives reset links or codes: set MAIL_SMTP_URL (and no MAIL_OUTBOX_COPY) and ' +
    'SMS_PROVIDER=twilio for a shared deployment'
  );
}
