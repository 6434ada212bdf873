// The origin (scheme, host, port) of every absolute link the server writes: referral links and
// banner URLs, links in mails and receipts, payment return pages, sign-in callbacks.
// - PUBLIC_URL set: always that (a deployment names its address).
// - PUBLIC_URL unset: the address the request came to (behind TRUST_PROXY, the forwarded one), so
//   a product opened at http://192.168.1.20:8000 hands out links that work there — but only when
//   its host can be trusted: a loopback name, an address of this machine, the bound HOST, or a
//   name in ALLOWED_HOSTS. Any client can send any Host header, and a password-reset mail must
//   never point at an attacker's host (host-header poisoning), so an untrusted host gets this
//   machine's own address instead — never a loopback one when the server is reachable from
//   elsewhere.
// - Outside a request (jobs, the seed): PUBLIC_URL, else this machine's address.
// A route reads `request.linkOrigin` and hands it to the service that writes the link. It is not
// carried in an AsyncLocalStorage: on Node 20 the first AsyncLocalStorage#run turns on async hooks
// for the whole process, an init callback for every promise and socket of every request (about
// 5 % of an authenticated read's CPU in profiles of bench/petsApiLoad.ts), paid by every request
// for the few that write a link.
import { networkInterfaces } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isLoopbackHost } from './loopbackOnly';

export type OriginConfig = Pick<
  Config,
  'publicUrl' | 'publicUrlIsSet' | 'allowedHosts' | 'host' | 'port'
>;

const WILDCARD_BINDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** This machine's own addresses (every interface), lower case, IPv6 without brackets. */
function machineAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) addresses.add(entry.address.toLowerCase());
  }
  return addresses;
}

const bareHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** Where this machine can be reached, for links written with no trusted request to go by. */
export function machineOrigin(config: OriginConfig): string {
  if (config.publicUrlIsSet) return config.publicUrl;
  const bind = bareHost(config.host);
  if (isLoopbackHost(bind)) return `http://localhost:${config.port}`;
  if (!WILDCARD_BINDS.has(bind)) return `http://${urlHost(bind)}:${config.port}`;
  const external = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .find((entry) => !entry.internal && entry.family === 'IPv4');
  return external ? `http://${external.address}:${config.port}` : `http://localhost:${config.port}`;
}

/** Whether links may be written with this host name (from a Host or forwarded header). */
export function isTrustedHost(hostname: string, config: OriginConfig): boolean {
  const name = bareHost(hostname);
  if (name === '') return false;
  if (isLoopbackHost(name) || name === bareHost(config.host)) return true;
  if (config.allowedHosts.some((allowed) => bareHost(allowed) === name)) return true;
  return machineAddresses().has(name);
}

/** The origin of links written while answering this request. */
export function originOfRequest(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicUrlIsSet) return config.publicUrl;
  if (!isTrustedHost(request.hostname, config)) return machineOrigin(config);
  return `${request.protocol}://${request.host}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin of links written while answering this request (originOfRequest). */
    readonly linkOrigin: string;
  }
}

/**
 * Gives every request its `linkOrigin`; call on the root instance. A getter: worked out only when
 * a route writes a link, from the request's own Host (or forwarded) header.
 */
export function decorateLinkOrigin(app: FastifyInstance, config: OriginConfig): void {
  app.decorateRequest('linkOrigin', {
    getter(this: FastifyRequest) {
      return originOfRequest(this, config);
    },
  });
}

/** The start-up warning for a server reachable from elsewhere that does not know its address. */
export function publicUrlWarning(config: OriginConfig): string | null {
  if (config.publicUrlIsSet || isLoopbackHost(config.host)) return null;
  return (
    `PUBLIC_URL is unset while HOST=${config.host} binds beyond this machine: links in pages and ` +
    `mails use the address a request came to when it is this machine's or in ALLOWED_HOSTS, ` +
    `else ${machineOrigin(config)}; set PUBLIC_URL to the address people use`
  );
}
