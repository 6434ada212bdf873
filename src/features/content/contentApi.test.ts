import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ContentApiError,
  contentFetchSettings,
  createContentApi,
  DEFAULT_CONTENT_FETCH,
} from './contentApi';
import { openContentResponseCache } from './contentResponseCache';
import { fetchSiteContent } from './fetchSiteContent';

function jsonResponse(status: number, body: unknown, etag?: string): Response {
  const headers = {
    get: (name: string) => (name.toLowerCase() === 'etag' ? (etag ?? null) : null),
  };
  return { ok: status < 400, status, headers, json: async () => body } as Response;
}

describe('createContentApi', () => {
  it('names CONTENT_API_URL when the API is unreachable', async () => {
    let tries = 0;
    const api = createContentApi(
      'http://localhost:1/api/',
      async () => {
        tries += 1;
        throw new TypeError('fetch failed');
      },
      undefined,
      { ...DEFAULT_CONTENT_FETCH, retryDelayMs: 1 },
    );
    await expect(api.locales()).rejects.toThrow(
      /CONTENT_API_URL=http:\/\/localhost:1\/api.*\(3 attempts\)$/,
    );
    expect(tries).toBe(3);
  });

  it('reports the status and server message of a failed request', async () => {
    const api = createContentApi('http://api', async () =>
      jsonResponse(500, { message: 'Database down', errors: {}, error_id: 'x' }),
    );
    await expect(api.allNews('en')).rejects.toEqual(
      new ContentApiError(
        'GET http://api/news?locale=en&page=1&per_page=100&include=body answered 500: Database down',
        500,
      ),
    );
  });

  it('follows news pagination to the last page', async () => {
    const urls: string[] = [];
    const api = createContentApi('http://api', async (url) => {
      urls.push(url);
      const page = Number(new URL(url).searchParams.get('page'));
      return jsonResponse(200, {
        data: [{ id: page }],
        meta: { current_page: page, per_page: 100, total: 3, last_page: 3 },
      });
    });
    expect((await api.allNews('fr')).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(urls[0]).toBe('http://api/news?locale=fr&page=1&per_page=100&include=body');
  });

  it('answers null for a locale without home content', async () => {
    const api = createContentApi('http://api', async () =>
      jsonResponse(404, { message: 'Home content not found.' }),
    );
    expect(await api.home('jp')).toBeNull();
  });
});

describe('createContentApi with the answers of the previous build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-responses-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = (ids: number[]) => ({
    data: ids.map((id) => ({ id })),
    meta: { current_page: 1, per_page: 100, total: ids.length, last_page: 1 },
  });

  it('asks with the ETag it holds and reuses the answer on 304', async () => {
    const file = path.join(dir, 'responses.json');
    const sent: (string | undefined)[] = [];
    let current = { etag: 'W/"v1"', ids: [1, 2] };
    const server = async (_url: string, init?: RequestInit) => {
      const ifNoneMatch = (init?.headers as Record<string, string>)['If-None-Match'];
      sent.push(ifNoneMatch);
      return ifNoneMatch === current.etag
        ? jsonResponse(304, null, current.etag)
        : jsonResponse(200, page(current.ids), current.etag);
    };

    const build = async () => {
      const responses = openContentResponseCache(file);
      const posts = await createContentApi('http://api', server, responses).allNews('en');
      responses.save();
      return posts.map((p) => p.id);
    };
    expect(await build()).toEqual([1, 2]);
    expect(await build()).toEqual([1, 2]);
    current = { etag: 'W/"v2"', ids: [3, 1, 2] };
    expect(await build()).toEqual([3, 1, 2]);
    expect(await build()).toEqual([3, 1, 2]);
    expect(sent).toEqual([undefined, 'W/"v1"', 'W/"v1"', 'W/"v2"']);
  });

  it('keeps no answer without an ETag and drops the ones a build did not use', async () => {
    const file = path.join(dir, 'responses.json');
    const server = async (url: string) =>
      url.includes('/locales')
        ? jsonResponse(200, { data: [{ code: 'en' }] })
        : jsonResponse(200, page([1]), `W/"${new URL(url).searchParams.get('locale')}"`);

    const first = openContentResponseCache(file);
    const api = createContentApi('http://api', server, first);
    await Promise.all([api.locales(), api.allNews('en'), api.allNews('fr')]);
    first.save();
    const newsUrl = (locale: string) =>
      `http://api/news?locale=${locale}&page=1&per_page=100&include=body`;
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8'))).sort()).toEqual([
      newsUrl('en'),
      newsUrl('fr'),
    ]);

    const second = openContentResponseCache(file);
    await createContentApi('http://api', server, second).allNews('fr');
    second.save();
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual([newsUrl('fr')]);
  });
});

describe('fetchSiteContent', () => {
  const emptyNews = { data: [], meta: { current_page: 1, per_page: 100, total: 0, last_page: 1 } };

  it('warns about a missing Japanese home but fails without the English one', async () => {
    const withEnglish = createContentApi('http://api', async (url) => {
      if (url.includes('/locales')) return jsonResponse(200, { data: [{ code: 'en' }] });
      if (url.includes('/home?locale=en'))
        return jsonResponse(200, { data: { locale: 'en', latest_news: [] } });
      if (url.includes('/home') || url.includes('/pages/')) return jsonResponse(404, {});
      if (url.includes('/cities')) return jsonResponse(200, { data: [] });
      return jsonResponse(200, emptyNews);
    });
    const { content, warnings } = await fetchSiteContent(withEnglish);
    expect(Object.keys(content.homes)).toEqual(['en']);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/no home content for jp/),
        expect.stringMatching(/does not list the locales es-us/),
      ]),
    );

    const withoutEnglish = createContentApi('http://api', async (url) => {
      if (url.includes('/locales')) return jsonResponse(200, { data: [] });
      if (url.includes('/home')) return jsonResponse(404, {});
      return jsonResponse(200, emptyNews);
    });
    await expect(fetchSiteContent(withoutEnglish)).rejects.toThrow(
      /home\?locale=en has no home content/,
    );
  });

  it('fetches FAQ, cities with their places and pages, and skips posts with reserved slugs', async () => {
    const page = (items: unknown[]) => ({
      data: items,
      meta: { current_page: 1, per_page: 100, total: items.length, last_page: 1 },
    });
    const api = createContentApi('http://api', async (url) => {
      const { pathname, searchParams } = new URL(url);
      const locale = searchParams.get('locale');
      if (pathname === '/locales') return jsonResponse(200, { data: [] });
      if (pathname === '/home') return jsonResponse(200, { data: { locale, latest_news: [] } });
      if (pathname === '/news')
        return jsonResponse(200, page(locale === 'en' ? [{ slug: 'walks' }, { slug: 'faq' }] : []));
      if (pathname === '/faq') return jsonResponse(200, page([{ slug: `${locale}-q` }]));
      if (pathname === '/cities')
        return jsonResponse(200, { data: locale === 'en' ? [{ slug: 'london' }] : [] });
      if (pathname === '/cities/london')
        return jsonResponse(200, { data: { slug: 'london', care_items: [{ slug: 'vets' }] } });
      if (pathname === '/cities/london/care/vets')
        return jsonResponse(200, { data: { slug: 'vets', body_html: '<p>Full</p>' } });
      if (pathname === '/pages/vet' && locale === 'jp') return jsonResponse(404, {});
      if (pathname.startsWith('/pages/'))
        return jsonResponse(200, { data: { key: pathname.slice(7), locale } });
      return jsonResponse(500, {});
    });
    const { content, warnings } = await fetchSiteContent(api);
    expect(content.news.en?.map((p) => p.slug)).toEqual(['walks']);
    expect(warnings).toContain('news post en/faq has a reserved slug: skipped');
    expect(content.faq.fr?.map((a) => a.slug)).toEqual(['fr-q']);
    expect(content.cities.en).toEqual([
      { slug: 'london', care_items: [{ slug: 'vets', body_html: '<p>Full</p>' }] },
    ]);
    expect(content.cities.jp).toEqual([]);
    expect(content.cities.fr).toBeUndefined();
    expect(Object.keys(content.pages.en ?? {}).sort()).toEqual([
      'ambassadors',
      'privacy-policy',
      'providers-terms-of-use',
      'terms-and-conditions',
      'vet',
    ]);
    expect(content.pages.jp?.vet).toBeUndefined();
    expect(warnings).toContain('no vet page for jp: it is not built');
    // Japan's 特定商取引法 notice is asked for in Japanese only (the English list above lacks it).
    expect(content.pages.jp?.['specified-commercial-transactions']).toEqual({
      key: 'specified-commercial-transactions',
      locale: 'jp',
    });
  });
});

describe('createContentApi against a content API that is slow or failing', () => {
  let server: Server;
  let origin: string;
  let handle: (
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
  ) => void;
  const open = new Set<import('node:net').Socket>();

  beforeAll(async () => {
    server = createServer((request, response) => handle(request, response));
    server.on('connection', (socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const quick = { timeoutMs: 300, attempts: 2, retryDelayMs: 10 };

  it('fails with a clear error when the API accepts and never answers', async () => {
    let requests = 0;
    handle = () => {
      requests += 1; // accepted, never answered
    };
    const api = createContentApi(origin, fetch, undefined, quick);
    await expect(fetchSiteContent(api)).rejects.toThrow(
      `GET ${origin}/locales did not answer within 300 ms (CONTENT_FETCH_TIMEOUT_MS) (2 attempts)`,
    );
    expect(requests).toBe(2);
  });

  it('fails when the answer stops half-way through its body', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data": [');
    };
    const api = createContentApi(origin, fetch, undefined, quick);
    await expect(api.locales()).rejects.toThrow(/did not answer within 300 ms/);
  });

  it('asks again after a 503 and goes on with the answer', async () => {
    let requests = 0;
    handle = (_request, response) => {
      requests += 1;
      response.writeHead(requests === 1 ? 503 : 200, { 'content-type': 'application/json' });
      response.end(
        requests === 1
          ? JSON.stringify({ message: 'Temporarily unavailable.', errors: {}, error_id: 'x' })
          : JSON.stringify({ data: [{ code: 'en', name: 'English' }] }),
      );
    };
    const api = createContentApi(origin, fetch, undefined, quick);
    expect(await api.locales()).toEqual([{ code: 'en', name: 'English' }]);
    expect(requests).toBe(2);
  });

  it('names the last status when the API stays unavailable', async () => {
    handle = (_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ message: 'Temporarily unavailable.', errors: {}, error_id: 'x' }),
      );
    };
    const api = createContentApi(origin, fetch, undefined, quick);
    await expect(api.locales()).rejects.toEqual(
      new ContentApiError(`GET ${origin}/locales answered 503: Temporarily unavailable.`, 503),
    );
  });
});

describe('contentFetchSettings', () => {
  it('reads the timeout and the number of attempts, with defaults', () => {
    expect(contentFetchSettings({})).toEqual(DEFAULT_CONTENT_FETCH);
    expect(
      contentFetchSettings({ CONTENT_FETCH_TIMEOUT_MS: '5000', CONTENT_FETCH_ATTEMPTS: '5' }),
    ).toEqual({ ...DEFAULT_CONTENT_FETCH, timeoutMs: 5000, attempts: 5 });
    expect(() => contentFetchSettings({ CONTENT_FETCH_ATTEMPTS: '0' })).toThrow(
      'CONTENT_FETCH_ATTEMPTS must be a whole number of at least 1, got "0".',
    );
  });
});
