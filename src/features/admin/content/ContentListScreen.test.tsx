import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminSession, makeNews, signInCookies } from '../../../test/adminFixtures';
import { answer } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { clearAllCookies } from '../../../test/testRootStore';

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

describe('ContentListScreen (/admin/content/{kind})', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    signInCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const listQueries = () =>
    server.requests
      .filter((r) => r.url.startsWith('/api/admin/news'))
      .map((r) => Object.fromEntries(new URL(r.url, server.origin).searchParams));

  it('lists drafts and published posts, searches and filters through the URL, pages, and links to the editor', async () => {
    answer(server, {
      ...adminSession(),
      'GET /api/admin/news': (req) => {
        const page = Number(new URL(req.url, server.origin).searchParams.get('page') ?? 1);
        return [
          200,
          {
            data: [
              makeNews({ id: page * 10, title: `Post on page ${page}` }),
              makeNews({ id: page * 10 + 1, title: 'Live post', status: 'published' }),
            ],
            meta: { current_page: page, per_page: 20, total: 30, last_page: 2 },
          },
        ];
      },
    });
    const app = renderApp('/admin/content/news/', { server });
    const list = await screen.findByRole('list', { name: 'News' }, SLOW);
    expect(within(list).getByRole('link', { name: 'Post on page 1' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/content/news/10/'),
    );
    expect(within(list).getAllByText('Draft')).toHaveLength(1);
    expect(within(list).getAllByText('Published')).toHaveLength(1);
    expect(screen.getByText('Page 1 of 2 · 30 in all')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'paws' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/content/news/?q=paws'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'jp' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'draft' },
    });
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        q: 'paws',
        locale: 'jp',
        status: 'draft',
        page: '1',
        per_page: '20',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }, SLOW));
    expect(await screen.findByRole('link', { name: 'Post on page 2' }, SLOW)).toBeInTheDocument();
    expect(listQueries().at(-1)).toMatchObject({ page: '2', q: 'paws', locale: 'jp' });

    expect(screen.getByRole('link', { name: 'New news post' })).toHaveAttribute(
      'href',
      expect.stringContaining('/admin/content/news/new/'),
    );
  });
});
