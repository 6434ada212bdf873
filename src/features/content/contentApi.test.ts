import { ContentApiError, createContentApi } from './contentApi';
import { fetchSiteContent } from './fetchSiteContent';

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

describe('createContentApi', () => {
  it('names CONTENT_API_URL when the API is unreachable', async () => {
    const api = createContentApi('http://localhost:1/api/', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api.locales()).rejects.toThrow(/CONTENT_API_URL=http:\/\/localhost:1\/api/);
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

describe('fetchSiteContent', () => {
  const emptyNews = { data: [], meta: { current_page: 1, per_page: 100, total: 0, last_page: 1 } };

  it('warns about a missing Japanese home but fails without the English one', async () => {
    const withEnglish = createContentApi('http://api', async (url) => {
      if (url.includes('/locales')) return jsonResponse(200, { data: [{ code: 'en' }] });
      if (url.includes('/home?locale=en'))
        return jsonResponse(200, { data: { locale: 'en', latest_news: [] } });
      if (url.includes('/home')) return jsonResponse(404, {});
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
});
