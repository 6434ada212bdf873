import {
  COOKIES,
  createDocumentCookieJar,
  readCookie,
  readJsonCookie,
  serializeCookie,
} from './cookies';

function clearCookies() {
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Path=/; Max-Age=0`;
  }
}

describe('cookies (spec.md sections 3 and 9)', () => {
  afterEach(clearCookies);

  it('names the cookies and their lifetimes as the spec does', () => {
    expect(COOKIES.authToken).toEqual({ name: 'auth-token', maxAge: 604800, secure: true });
    expect(COOKIES.authMethod).toEqual({ name: 'auth-method', maxAge: 604800, secure: true });
    expect(COOKIES.locale.maxAge).toBe(365 * 24 * 60 * 60);
    expect(COOKIES.selectedUserRole.name).toBe('selected-user-role');
    expect(COOKIES.currentPetContext).toMatchObject({ name: 'current-pet-context', secure: true });
  });

  it('writes secure cookies with Secure in a secure context', () => {
    expect(serializeCookie(COOKIES.authToken, 'abc', { secureContext: true })).toBe(
      'auth-token=abc; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    );
    expect(serializeCookie(COOKIES.locale, 'jp', { secureContext: true })).toBe(
      'i18n_redirected=jp; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('leaves Secure out on plain http, where the browser would drop the cookie', () => {
    expect(serializeCookie(COOKIES.authToken, 'abc', { secureContext: false })).not.toContain(
      'Secure',
    );
  });

  it('stores, reads and removes cookies of the page', () => {
    const jar = createDocumentCookieJar(document, false);
    jar.set(COOKIES.authToken, 'tok en;=');
    jar.set(COOKIES.authMethod, 'email');
    expect(jar.get('auth-token')).toBe('tok en;=');
    expect(jar.get('auth-method')).toBe('email');
    jar.remove(COOKIES.authToken);
    expect(jar.get('auth-token')).toBeNull();
    expect(jar.get('auth-method')).toBe('email');
  });

  it('reads JSON cookies and ignores broken or unexpected values', () => {
    const jar = createDocumentCookieJar(document, false);
    const isRole = (v: unknown): v is { name: string } =>
      typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';
    jar.set(COOKIES.selectedUserRole, JSON.stringify({ name: 'vet', medical_entity_id: 3 }));
    expect(readJsonCookie(jar, COOKIES.selectedUserRole, isRole)).toEqual({
      name: 'vet',
      medical_entity_id: 3,
    });
    jar.set(COOKIES.selectedUserRole, '{broken');
    expect(readJsonCookie(jar, COOKIES.selectedUserRole, isRole)).toBeNull();
    jar.set(COOKIES.selectedUserRole, '[1]');
    expect(readJsonCookie(jar, COOKIES.selectedUserRole, isRole)).toBeNull();
  });

  it('parses a cookie header', () => {
    expect(readCookie('a=1; auth-token=x%20y; b', 'auth-token')).toBe('x y');
    expect(readCookie('', 'a')).toBeNull();
  });
});
