// Where the service is reached from outside: the public URL links are written with, the host
// names trusted when it is unset, and whether a proxy in front reports the client address.
// http/publicOrigin.ts uses them for every absolute link; the rate limits use the client address.
import { parseBoolean, parseUrl, read, type ConfigVariable, type Env } from '../configValues';

export interface PublicAddressConfig {
  publicUrl: string;
  /** Whether PUBLIC_URL was set; unset, links follow the request (http/publicOrigin.ts). */
  publicUrlIsSet: boolean;
  /** ALLOWED_HOSTS: host names links may be written with when PUBLIC_URL is unset. */
  allowedHosts: string[];
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
}

export const PUBLIC_ADDRESS_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:8000',
    description:
      'Public base URL of the service (the OpenAPI document and every absolute link: mails, ' +
      'receipts, referral links). Unset: links use the address a request came to when its host ' +
      'is trusted (loopback, an address of this machine, HOST, ALLOWED_HOSTS), else this ' +
      "machine's address; set it for a deployment.",
  },
  {
    name: 'ALLOWED_HOSTS',
    default: '(none)',
    description:
      'Comma-separated host names (e.g. petcare.local) that links may be written with when ' +
      'PUBLIC_URL is unset; other Host headers never reach a link (host-header poisoning).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true behind a load balancer or reverse proxy: the client address (used by rate limits) ' +
      'is read from X-Forwarded-For.',
  },
];

export function readPublicAddressConfig(env: Env): PublicAddressConfig {
  return {
    publicUrl: (
      parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? 'http://localhost:8000'
    ).replace(/\/+$/, ''),
    publicUrlIsSet: parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) !== undefined,
    allowedHosts: (read(env, 'ALLOWED_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    trustProxy: parseBoolean(env, 'TRUST_PROXY'),
  };
}
