import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminSession, makeNews, signInCookies } from '../../../test/adminFixtures';
import { answer, jsonOf } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { clearAllCookies } from '../../../test/testRootStore';

const SLOW = { timeout: 15_000 };
// Whole forms with the lazily loaded editor and sanitiser, on a busy machine.
jest.setTimeout(60_000);

describe('ContentEditorScreen (/admin/content/{kind}/…)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    signInCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('writes a news post, saves it as a draft with its HTML through the site sanitiser, previews it as the site shows it and publishes it', async () => {
    let saved = makeNews({ id: 7 });
    answer(server, {
      ...adminSession(),
      'POST /api/admin/news': (req) => {
        saved = makeNews({ id: 7, ...(jsonOf(req) as object), status: 'draft' });
        return [201, { data: saved }];
      },
      'GET /api/admin/news/7': () => [200, { data: saved }],
      'POST /api/admin/news/7/publish': () => {
        saved = { ...saved, status: 'published', published_at: '2026-11-24T10:00:00.000Z' };
        return [200, { data: saved }];
      },
    });
    const app = renderApp('/admin/content/news/new/', { server });
    const form = await screen.findByRole('form', { name: 'New news post' }, SLOW);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Language' }), {
      target: { value: 'jp' },
    });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Winter paws' } });
    fireEvent.blur(title);
    // The address follows the title.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Address (slug)' })).toHaveValue(
        'winter-paws',
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Edit as HTML' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Text' }), {
      target: {
        value:
          '<h2>Salt</h2><p onclick="steal()">Rinse paws.<script>alert(1)</script></p><img src="/api/content-images/x/display.webp" alt="A paw">',
      },
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('content-preview');
    expect(
      await within(preview).findByRole('heading', { level: 1, name: 'Winter paws' }, SLOW),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Salt' })).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'A paw' })).toBeInTheDocument();
    expect(preview.innerHTML).not.toContain('script');
    expect(preview.innerHTML).not.toContain('onclick');

    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/content/news/7/'), SLOW);
    const body = jsonOf(server.requests.find((r) => r.method === 'POST')) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ locale: 'jp', title: 'Winter paws', slug: 'winter-paws' });
    expect(body.body_html).toBe(
      '<h2>Salt</h2><p>Rinse paws.</p><img src="/api/content-images/x/display.webp" alt="A paw">',
    );
    expect(await screen.findByText('Draft saved.', {}, SLOW)).toBeInTheDocument();

    // The saved draft's own page: its status, and Publish ready.
    expect(await screen.findByText('Last edited', { exact: false }, SLOW)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled(),
      SLOW,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published. The public site is being rebuilt.', {}, SLOW),
    ).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toContain(
      'POST /api/admin/news/7/publish',
    );
    // The rebuild is shown as waiting until the server reports it.
    const build = screen.getByRole('region', { name: 'Public site' });
    expect(within(build).getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      '/jp/news/winter-paws/',
    );
  });

  it('puts the API’s 422 messages on the fields', async () => {
    answer(server, {
      ...adminSession(),
      'POST /api/admin/news': [
        422,
        {
          message: 'The slug has already been taken.',
          errors: { slug: ['The slug has already been taken.'] },
          error_id: 'e1',
        },
      ],
    });
    renderApp('/admin/content/news/new/', { server });
    const form = await screen.findByRole('form', { name: 'New news post' }, SLOW);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Taken' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Address (slug)' }), {
      target: { value: 'taken' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(
      () =>
        expect(within(form).getByRole('textbox', { name: 'Address (slug)' })).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      { timeout: 20_000 },
    );
    expect(screen.getAllByText('The slug has already been taken.').length).toBeGreaterThan(0);
  });

  it('edits a care place’s 第一種動物取扱業 registration number, checks its shape and sends it', async () => {
    const tokyo = {
      id: 4,
      key: 'tokyo',
      locale: 'jp',
      slug: 'tokyo',
      name: '東京',
      region: '関東',
      country: '日本',
      intro: '',
      status: 'published',
      published_at: '2026-11-01T00:00:00.000Z',
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    const hotel = {
      id: 3,
      city_id: 4,
      key: 'yanaka-cat-hotel',
      locale: 'jp',
      slug: 'yanaka-cat-hotel',
      kind: 'boarding',
      name: '谷中ねこホテル',
      summary: '',
      body_html: '<p>猫専用のホテルです。</p>',
      address: '〒110-0001 東京都台東区谷中5-3-12',
      phone: '03-5555-0126',
      opening_hours: '',
      image: null,
      animal_handling_registration: null,
      status: 'published',
      published_at: '2026-11-01T00:00:00.000Z',
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    answer(server, {
      ...adminSession(),
      'GET /api/admin/cities': [200, { data: [tokyo], meta: { current_page: 1, last_page: 1 } }],
      'GET /api/admin/care-items/3': [200, { data: hotel }],
      'PUT /api/admin/care-items/3': (req) => [
        200,
        { data: { ...hotel, ...(jsonOf(req) as object) } },
      ],
    });
    renderApp('/admin/content/care-items/3/', { server });
    const field = await screen.findByRole(
      'textbox',
      { name: /Animal handling business registration no\. \(Japan\)/ },
      SLOW,
    );
    fireEvent.change(field, { target: { value: 'https://example.com' } });
    fireEvent.blur(field);
    expect(
      await screen.findByText(
        'Enter the number as issued: letters, digits, kana or kanji, with at least one digit.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '東京都 動愛 第234567号' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and update the site' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true), SLOW);
    const body = jsonOf(server.requests.find((r) => r.method === 'PUT')) as Record<string, unknown>;
    expect(body.animal_handling_registration).toBe('東京都 動愛 第234567号');
  });

  it('refuses a keeper: the role guard sends them to the 403 page', async () => {
    // A keeper: the default fixture user holds only the pet-keeper role.
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
    });
    const app = renderApp('/admin/content/news/new/', { server });
    // The error pages are the site's, not the app's (the test router sends them on to its 404):
    // record where the guard sent the visitor.
    const visited: string[] = [];
    app.history.listen(({ location }) => void visited.push(location.pathname));
    await waitFor(() => expect(visited).toContain('/error/403/'), SLOW);
    expect(server.requests.some((r) => r.url.startsWith('/api/admin/'))).toBe(false);
  });
});
