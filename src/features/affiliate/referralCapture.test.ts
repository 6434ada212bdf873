import { answer } from '../../test/fakeApi';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';
import { COOKIES, createDocumentCookieJar, readCookie } from '../../http/cookies';
import { captureReferral, LAST_CLICK_KEY } from './referralCapture';

describe('captureReferral (a visitor arrives through a referral link)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    sessionStorage.clear();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const deps = () => ({
    apiBaseUrl: `${server.origin}/api`,
    cookies: createDocumentCookieJar(document, false),
    session: sessionStorage,
  });
  const referral = () => readCookie(document.cookie, COOKIES.referral.name);

  it('records the click with its landing page, keeps the code, and does not count a reload', async () => {
    answer(server, { 'POST /api/affiliate/clicks': [204] });
    const location = { pathname: '/jp/care/', search: '?utm_source=x&ref=alexpets' };
    expect(await captureReferral(location, deps())).toBe('recorded');
    expect(server.requests).toHaveLength(1);
    const [click] = server.requests;
    expect(JSON.parse(click!.body.toString())).toEqual({
      code: 'ALEXPETS',
      landing_path: '/jp/care/',
    });
    expect(click!.headers['app-language']).toBe('jp');
    expect(click!.headers.authorization).toBeUndefined();
    expect(referral()).toBe('ALEXPETS');
    expect(sessionStorage.getItem(LAST_CLICK_KEY)).toBe('ALEXPETS /jp/care/');

    expect(await captureReferral(location, deps())).toBe('repeated');
    expect(server.requests).toHaveLength(1);
  });

  it('lets the last click win', async () => {
    answer(server, { 'POST /api/affiliate/clicks': [204] });
    await captureReferral({ pathname: '/', search: '?ref=FIRST123' }, deps());
    await captureReferral({ pathname: '/', search: '?ref=SECOND45' }, deps());
    expect(referral()).toBe('SECOND45');
  });

  it('keeps nothing for a code the API does not know, and says nothing to the visitor', async () => {
    answer(server, {
      'POST /api/affiliate/clicks': [
        422,
        {
          message: 'Invalid.',
          errors: { code: ['This referral code does not exist.'] },
          error_id: 'e',
        },
      ],
    });
    expect(await captureReferral({ pathname: '/', search: '?ref=NOSUCH1' }, deps())).toBe(
      'refused',
    );
    expect(referral()).toBeNull();
  });

  it('keeps nothing when the API cannot be reached, so the next visit tries again', async () => {
    answer(server, { 'POST /api/affiliate/clicks': [503, { message: 'Down', errors: {} }] });
    expect(await captureReferral({ pathname: '/', search: '?ref=ALEXPETS' }, deps())).toBe(
      'failed',
    );
    expect(referral()).toBeNull();
    expect(sessionStorage.getItem(LAST_CLICK_KEY)).toBeNull();
  });

  it('ignores addresses without a code, or with something that cannot be one', async () => {
    answer(server, { 'POST /api/affiliate/clicks': [204] });
    expect(await captureReferral({ pathname: '/', search: '' }, deps())).toBe('none');
    expect(await captureReferral({ pathname: '/', search: '?ref=%3Cscript%3E' }, deps())).toBe(
      'none',
    );
    expect(await captureReferral({ pathname: '/', search: '?ref=AB' }, deps())).toBe('none');
    expect(server.requests).toHaveLength(0);
  });
});
