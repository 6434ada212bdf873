import type { AuthProvider } from '@contract/authProviders';
import type {
  AuthProvidersResponse,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  SignInQuery,
  SignInResponse,
  User,
} from '@contract/schemas/auth';
import type { HttpClient, RequestOptions } from '../../http/httpClient';

/** Sign-up, sign-in, recovery and the current user (spec.md section 7). */
export function createAuthApi(http: HttpClient) {
  return {
    /** The query options (`redirect`) go in the query string, as spec.md section 7 has them. */
    login: (body: LoginBody, query: SignInQuery = {}) =>
      http.post<SignInResponse>('login', body, { query }),
    register: (body: RegisterBody, query: SignInQuery = {}) =>
      http.post<SignInResponse>('keeper/register', body, { query }),
    currentUser: async (options?: RequestOptions) =>
      (await http.get<{ data: User }>('user', options)).data,
    logout: (options?: RequestOptions) => http.delete<void>('logout', options),
    /** Recovery always asks for the pet-keeper account (spec.md section 6). */
    recoverPassword: (email: string) =>
      http.post<MessageResponse>('recover-password', { email, role: 'pet-keeper' }),
    resetPassword: (body: ResetPasswordBody) => http.post<MessageResponse>('reset-password', body),
    /** The providers the API is configured for (background: its failure shows no toast). */
    configuredProviders: async () =>
      (await http.get<AuthProvidersResponse>('auth/providers', { notify: false })).data,
    /** The provider's sign-in page; `redirect` is the site page the provider returns to. */
    providerSignInUrl: async (provider: AuthProvider, redirect: string) =>
      (await http.get<{ url: string }>(`auth/${provider}`, { query: { redirect } })).url,
    providerCallback: (provider: AuthProvider, code: string, state: string) =>
      http.post<SignInResponse>(`auth/${provider}/callback`, { code, state }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
