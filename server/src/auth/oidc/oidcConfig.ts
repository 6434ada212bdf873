// Settings of the OpenID Connect sign-in providers (oidcSignIn.ts): issuer and client of each
// configured one. README: settings table.
import { AUTH_PROVIDERS, type AuthProvider } from '@contract/authProviders';
import { ConfigError, parseUrl, read, type ConfigVariable, type Env } from '../../configValues';

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Configured sign-in providers only; an unconfigured provider answers 404. */
export type OidcProviders = Partial<Record<AuthProvider, OidcProviderConfig>>;

export const OIDC_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'OIDC_GOOGLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
    default: '(unset)',
    description:
      'OpenID Connect sign-in with Google (issuer https://accounts.google.com); the redirect URI ' +
      'to register is PUBLIC_URL/auth/google/callback. All three set: the provider is offered.',
  },
  {
    name: 'OIDC_APPLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
    default: '(unset)',
    description:
      'Sign in with Apple (issuer https://appleid.apple.com; the client secret is the signed JWT ' +
      'Apple asks for); redirect URI PUBLIC_URL/auth/apple/callback.',
  },
  {
    name: 'OIDC_FACEBOOK_ISSUER / _CLIENT_ID / _CLIENT_SECRET',
    default: '(unset)',
    description:
      'OpenID Connect sign-in with Facebook (issuer https://www.facebook.com); redirect URI ' +
      'PUBLIC_URL/auth/facebook/callback.',
  },
];

export function readOidcProviders(env: Env): OidcProviders {
  const providers: OidcProviders = {};
  for (const name of AUTH_PROVIDERS) {
    const prefix = `OIDC_${name.toUpperCase()}`;
    const issuer = parseUrl(env, `${prefix}_ISSUER`, ['http:', 'https:']);
    const clientId = read(env, `${prefix}_CLIENT_ID`);
    const clientSecret = read(env, `${prefix}_CLIENT_SECRET`);
    const given = [issuer, clientId, clientSecret].filter((v) => v !== undefined).length;
    if (given === 0) continue;
    if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
      throw new ConfigError(
        `${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together.`,
      );
    }
    providers[name] = { issuer, clientId, clientSecret };
  }
  return providers;
}
