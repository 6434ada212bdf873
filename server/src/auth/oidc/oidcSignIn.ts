// Sign-in through OpenID Connect providers (Google, Apple, Facebook), authorization code flow
// with PKCE, state and nonce. The state, nonce and code verifier live in oidc_login_states
// (database, not memory: the callback may reach another instance), keyed by the state's sha256,
// valid 10 minutes and deleted when used.
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { AUTH_PROVIDERS, type AuthProvider } from '@contract/authProviders';
import type { Language } from '@contract/preferences';
import type { OidcProviderConfig } from './oidcConfig';
import type { Database } from '../../db/openDatabase';
import { inTransaction } from '../../db/unitOfWork';
import { oidcLoginStates, userIdentities } from '../../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../../errors/HttpError';
import { welcomeMail } from '../../mail/authMails';
import type { AuthServices } from '../authServices';
import { addMs, MINUTE } from '../../http/clock';
import { randomToken, sha256Hex } from '../../http/secrets';
import { createUser, findUserByEmail, normaliseEmail, type UserRow } from '../userService';

export const PROVIDER_NOT_FOUND = 'Sign-in provider not found.';
export const STATE_INVALID = 'This sign-in attempt is invalid or has expired. Please try again.';
export const SIGN_IN_FAILED = 'The sign-in with the provider failed. Please try again.';
export const PROVIDER_UNREACHABLE =
  'The sign-in provider cannot be reached. Please try again later.';
export const NO_EMAIL = 'The sign-in provider did not share your e-mail address.';
export const EMAIL_NOT_VERIFIED =
  'An account with this e-mail address already exists. Sign in with your password.';
const STATE_LIFETIME_MS = 10 * MINUTE;

/**
 * What each provider is asked for. Apple knows the scopes `email` and `name` (not `profile`) and,
 * when any is asked, answers only with response_mode=form_post: a POST to the redirect URI, which
 * oidcFormPostRoutes turns into the GET our callback page reads.
 */
export const PROVIDER_REQUESTS: Record<
  AuthProvider,
  { scope: string; responseMode?: 'form_post' }
> = {
  google: { scope: 'openid email profile' },
  apple: { scope: 'openid email name', responseMode: 'form_post' },
  facebook: { scope: 'openid email profile' },
};

export interface OidcSignInResult {
  userId: number;
  method: AuthProvider;
  redirect: string | null;
}

function isProviderName(value: string): value is AuthProvider {
  return (AUTH_PROVIDERS as readonly string[]).includes(value);
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Google says `true`, Apple sometimes `"true"`. */
function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Who is signing in, as far as the answer and the welcome mail need it. */
export interface SignInCaller {
  language: Language;
  /** The origin of the links written for them (http/publicOrigin.ts). */
  linkOrigin: string;
}

export class OidcSignIn {
  private readonly discovered = new Map<AuthProvider, Promise<oidc.Configuration>>();

  constructor(private readonly services: AuthServices) {}

  private provider(name: string): [AuthProvider, OidcProviderConfig] {
    const config = isProviderName(name) ? this.services.config.oidcProviders[name] : undefined;
    if (!isProviderName(name) || config === undefined) throw new NotFoundError(PROVIDER_NOT_FOUND);
    return [name, config];
  }

  /** Where the provider sends the browser back: the site's callback page at `linkOrigin`. */
  redirectUri(name: AuthProvider, linkOrigin: string): string {
    return `${linkOrigin}/auth/${name}/callback`;
  }

  /** Discovery is cached per provider; a failure is not, so the next request tries again. */
  private configuration(name: AuthProvider, config: OidcProviderConfig) {
    let pending = this.discovered.get(name);
    if (!pending) {
      const issuer = new URL(config.issuer);
      pending = oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
        // Plain http only for a provider on this machine (local development and tests).
        execute:
          issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      this.discovered.set(name, pending);
      pending.catch(() => this.discovered.delete(name));
    }
    return pending.catch(() => {
      throw new HttpError(502, PROVIDER_UNREACHABLE);
    });
  }

  async authorizationUrl(
    name: string,
    redirect: string | null,
    linkOrigin: string,
  ): Promise<string> {
    const [provider, config] = this.provider(name);
    const configuration = await this.configuration(provider, config);
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const now = this.services.clock.now();
    const { db } = this.services;
    await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now));
    await db.insert(oidcLoginStates).values({
      stateHash: sha256Hex(state),
      provider,
      nonce,
      codeVerifier,
      redirect,
      createdAt: now,
      expiresAt: addMs(now, STATE_LIFETIME_MS),
    });
    const request = PROVIDER_REQUESTS[provider];
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider, linkOrigin),
      scope: request.scope,
      ...(request.responseMode ? { response_mode: request.responseMode } : {}),
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  async callback(
    name: string,
    input: { code: string; state: string; iss?: string },
    caller: SignInCaller,
  ): Promise<OidcSignInResult> {
    const { code, state } = input;
    const [provider, config] = this.provider(name);
    const { db, clock } = this.services;
    // Deleting is claiming: a state works once, even with two concurrent callbacks.
    const [saved] = await db
      .delete(oidcLoginStates)
      .where(
        and(
          eq(oidcLoginStates.stateHash, sha256Hex(state)),
          eq(oidcLoginStates.provider, provider),
          gt(oidcLoginStates.expiresAt, clock.now()),
        ),
      )
      .returning();
    if (!saved) throw new ValidationError({ state: [STATE_INVALID] });

    const configuration = await this.configuration(provider, config);
    const callbackUrl = new URL(this.redirectUri(provider, caller.linkOrigin));
    callbackUrl.searchParams.set('code', code);
    callbackUrl.searchParams.set('state', state);
    // RFC 9207: a provider that sends `iss` with the code wants it checked. A client that posts
    // only code and state gets the expected issuer filled in; each provider has its own callback
    // path and state, which already rules out mix-ups between providers.
    const expectsIss =
      configuration.serverMetadata().authorization_response_iss_parameter_supported;
    const iss = input.iss ?? (expectsIss ? configuration.serverMetadata().issuer : undefined);
    if (iss !== undefined) callbackUrl.searchParams.set('iss', iss);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      if (error instanceof TypeError && /fetch/i.test(error.message)) {
        throw new HttpError(502, PROVIDER_UNREACHABLE);
      }
      throw new ValidationError({ code: [SIGN_IN_FAILED] });
    }
    if (!claims) throw new ValidationError({ code: [SIGN_IN_FAILED] });
    const userId = await this.userFor(provider, claims, caller);
    return { userId, method: provider, redirect: saved.redirect };
  }

  /** The identity's user; else the user with the (verified) e-mail, linked; else a new user. */
  private async userFor(
    provider: AuthProvider,
    claims: oidc.IDToken,
    { language, linkOrigin }: SignInCaller,
  ): Promise<number> {
    const { db, mailer } = this.services;
    const [linked] = await db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, claims.sub)))
      .limit(1);
    if (linked) return linked.userId;

    const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 255) {
      throw new ValidationError({ email: [NO_EMAIL] });
    }
    const existing = await findUserByEmail(db, email);
    if (existing) {
      // Linking on an unverified address would let anyone who registers that address at the
      // provider take over the account.
      if (!isVerified(claims.email_verified))
        throw new ValidationError({ email: [EMAIL_NOT_VERIFIED] });
      await this.link(db, existing.id, provider, claims.sub, email);
      return existing.id;
    }
    const name =
      typeof claims.name === 'string' && claims.name.trim() !== ''
        ? claims.name.trim()
        : (email.split('@')[0] ?? email);
    // The account, its provider link and its welcome mail commit together.
    const created: UserRow | undefined = await inTransaction(db, async (unit) => {
      const user = await createUser(unit.tx, {
        name: name.slice(0, 255),
        email,
        passwordHash: null,
        language,
      });
      if (!user) return user;
      await this.link(unit.tx, user.id, provider, claims.sub, email);
      await mailer.queue(
        welcomeMail({ to: email, name: user.name, language, publicUrl: linkOrigin }),
        unit,
      );
      return user;
    });
    if (!created) {
      // Someone registered the address in the meantime: sign in again to link it.
      throw new ValidationError({ state: [STATE_INVALID] });
    }
    return created.id;
  }

  private async link(
    db: Database,
    userId: number,
    provider: AuthProvider,
    subject: string,
    email: string,
  ): Promise<void> {
    await db
      .insert(userIdentities)
      .values({ userId, provider, subject, email })
      .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
  }
}
