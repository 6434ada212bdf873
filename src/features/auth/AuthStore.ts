import { makeAutoObservable, runInAction } from 'mobx';
import { referralCodeFrom } from '@contract/affiliate';
import { AUTH_PROVIDERS, type AuthProvider, type LoginMethod } from '@contract/authProviders';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  SignInQuery,
  User,
} from '@contract/schemas/auth';
import { ApiError } from '../../http/ApiError';
import { COOKIES, type CookieJar } from '../../http/cookies';
import type { AuthApi } from './authApi';

/**
 * Who signed in, and the redirect the API answered (the `redirect` query option given, null
 * without one or from an API that does not answer it).
 */
export interface SignedIn {
  user: User;
  redirect: string | null;
}

/**
 * Whether a failed call answered that the token is no good: 401 (unknown, revoked, expired or
 * disabled), 403 (the token's user may not act as the selected role), 419 (Laravel's expired
 * session). Anything else — no answer, an unreadable one, a server error, a rate limit — says
 * nothing about the token.
 */
function refusesToken(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 419].includes(error.status);
}

/**
 * Who is signed in (spec.md section 4). The token and the sign-in method live in the auth-token
 * and auth-method cookies, so a reload keeps the session; the user is fetched again from the API.
 */
export class AuthStore {
  user: User | null = null;
  token: string | null;
  method: string | null;
  /**
   * True after fetchUser got no usable answer (no network, an answer cut off, a server error): the
   * token is kept, since nothing said it is bad, and pages that work offline (the emergency card)
   * still know a session exists.
   */
  unreachable = false;
  /** The sign-in providers the API offers; null until asked (loadProviders). */
  providers: readonly AuthProvider[] | null = null;
  private providersRequest: Promise<void> | null = null;

  constructor(
    private readonly api: AuthApi,
    private readonly cookies: CookieJar,
    /** Hears every sign-in answer (it may say that signing in cancelled an account deletion). */
    private readonly onSignIn: (response: AuthResponse) => void = () => undefined,
  ) {
    this.token = cookies.get(COOKIES.authToken.name) || null;
    this.method = cookies.get(COOKIES.authMethod.name) || null;
    makeAutoObservable<AuthStore, 'api' | 'cookies' | 'onSignIn' | 'providersRequest'>(this, {
      api: false,
      cookies: false,
      onSignIn: false,
      providersRequest: false,
    });
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  /** Login and registration: store token and method, set the user. */
  setSession(token: string, method: LoginMethod, user: User): void {
    this.cookies.set(COOKIES.authToken, token);
    this.cookies.set(COOKIES.authMethod, method);
    this.token = token;
    this.method = method;
    this.user = user;
    this.unreachable = false;
  }

  /** Signs in; `query` holds the call's query options (`redirect`), answered back. */
  async login(body: LoginBody, query: SignInQuery = {}): Promise<SignedIn> {
    const response = await this.api.login(body, query);
    this.setSession(response.token, 'email', response.user);
    this.onSignIn(response);
    return { user: response.user, redirect: response.redirect ?? null };
  }

  /**
   * A new pet-keeper account. The code of the last referral link followed (its cookie) goes with
   * it, so the affiliate who sent the keeper is credited; it is forgotten once the account exists.
   */
  async register(body: RegisterBody, query: SignInQuery = {}): Promise<SignedIn> {
    const referral = referralCodeFrom(this.cookies.get(COOKIES.referral.name));
    const { token, user, redirect } = await this.api.register(
      referral && body.referral_code === undefined ? { ...body, referral_code: referral } : body,
      query,
    );
    this.setSession(token, 'email', user);
    if (referral) this.cookies.remove(COOKIES.referral);
    return { user, redirect: redirect ?? null };
  }

  async loginWithProvider(provider: AuthProvider, code: string, state: string): Promise<User> {
    const response = await this.api.providerCallback(provider, code, state);
    this.setSession(response.token, provider, response.user);
    this.onSignIn(response);
    return response.user;
  }

  /**
   * The providers the site was built with (a prebuilt sign-in page draws their buttons), shown
   * until the API answers for itself (loadProviders); nothing when the API has already answered.
   */
  showBuiltProviders(list: readonly AuthProvider[]): void {
    if (this.providers === null) this.providers = AUTH_PROVIDERS.filter((p) => list.includes(p));
  }

  /**
   * Asks the API once per page load which providers it is configured for. Until it answers, and
   * when it cannot, no provider is offered: a button for a provider the server lacks could only
   * fail.
   */
  loadProviders(): Promise<void> {
    this.providersRequest ??= this.api.configuredProviders().then(
      (list) =>
        runInAction(() => {
          this.providers = AUTH_PROVIDERS.filter((p) => list.includes(p));
        }),
      () =>
        runInAction(() => {
          this.providers = [];
        }),
    );
    return this.providersRequest;
  }

  /**
   * The current user for the saved token. A failure leaves the user unset and clears the token
   * (spec.md section 8) — but only when the API refused the token (refusesToken). Otherwise the
   * token stays for the next page load, and `unreachable` says why there is no user: no answer
   * at all (offline), an answer cut off (the page reloaded or left while it arrived: clearing
   * then signed the keeper out of the page they were reloading), or a server error (a database
   * outage must not sign everyone out). It runs on page loads the user did not ask for, so an
   * expired token does not greet anyone with an error toast.
   */
  async fetchUser(): Promise<User | null> {
    try {
      const user = await this.api.currentUser({ notify: false });
      runInAction(() => {
        this.user = user;
        this.unreachable = false;
      });
      return user;
    } catch (error) {
      runInAction(() => {
        this.user = null;
        this.unreachable = !refusesToken(error);
        if (!this.unreachable) this.clearToken();
      });
      return null;
    }
  }

  setUser(user: User): void {
    this.user = user;
  }

  /** spec.md section 4: phone verification success. */
  markPhoneVerified(): void {
    if (this.user) this.user = { ...this.user, is_verified_phone_number: true };
  }

  /** Forgets the token (and the method that came with it). */
  clearToken(): void {
    this.cookies.remove(COOKIES.authToken);
    this.cookies.remove(COOKIES.authMethod);
    this.token = null;
    this.method = null;
    this.unreachable = false;
  }

  /**
   * Revokes the token on the server, then forgets user, token and method here whatever the
   * server said: signing out must always work, even with a token the server already dropped.
   */
  async logout(): Promise<void> {
    if (this.token) await this.api.logout({ notify: false }).catch(() => undefined);
    runInAction(() => {
      this.user = null;
      this.clearToken();
    });
  }
}
