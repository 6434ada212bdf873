import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Redirect } from '@contract/schemas/redirects';
import { adminSession, signInCookies } from '../../../test/adminFixtures';
import { answer, jsonOf } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { clearAllCookies } from '../../../test/testRootStore';

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

const blog: Redirect = {
  id: 1,
  from_path: '/blog/',
  to_path: '/news/',
  status: 301,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};
const meta = (total: number) => ({ current_page: 1, per_page: 25, total, last_page: 1 });

describe('RedirectsScreen (/admin/redirects)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    signInCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('adds a redirect; the API’s refusal lands on its field, then it is saved and listed', async () => {
    let list = [blog];
    answer(server, {
      ...adminSession(),
      'GET /api/admin/redirects': () => [200, { data: list, meta: meta(list.length) }],
      'POST /api/admin/redirects': (req) => {
        const body = jsonOf(req) as { from_path: string; to_path: string; status: 301 | 302 };
        if (body.from_path === '/blog/') {
          return [
            422,
            {
              message: 'The from path has already been taken.',
              errors: { from_path: ['The from path has already been taken.'] },
              error_id: 'e',
            },
          ];
        }
        const created = { ...blog, id: 2, ...body };
        list = [...list, created];
        return [201, { data: created }];
      },
    });
    renderApp('/admin/redirects/', { server });
    const items = await screen.findByRole('list', { name: 'Redirects' }, SLOW);
    expect(items).toHaveTextContent('/blog/');
    expect(items).toHaveTextContent('Permanent (301)');

    fireEvent.click(screen.getByRole('button', { name: 'New redirect' }));
    const dialog = await screen.findByRole('dialog', { name: 'New redirect' }, SLOW);
    const from = within(dialog).getByRole('textbox', { name: 'From (a path of this site)' });
    fireEvent.change(from, { target: { value: '/blog/' } });
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: 'To (a path or a full address)' }),
      {
        target: { value: '/news/archive/' },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the redirect' }));
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'), SLOW);
    expect(within(dialog).getByText('The from path has already been taken.')).toBeInTheDocument();

    fireEvent.change(from, { target: { value: '/old-news/' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Kind' }), {
      target: { value: '302' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the redirect' }));
    expect(await screen.findByText('Redirect saved.', {}, SLOW)).toBeInTheDocument();
    expect(jsonOf(server.requests.filter((r) => r.method === 'POST').pop())).toEqual({
      from_path: '/old-news/',
      to_path: '/news/archive/',
      status: 302,
    });
    await waitFor(
      () => expect(screen.getByRole('list', { name: 'Redirects' })).toHaveTextContent('/old-news/'),
      SLOW,
    );
    expect(screen.getByRole('list', { name: 'Redirects' })).toHaveTextContent('Temporary (302)');
  });
});
