import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { answer } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeAlbum, makeFileRef, makePhoto } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };
const photos = [
  makePhoto({ id: 'p1', caption: 'On the beach' }),
  makePhoto({
    id: 'p2',
    caption: 'Asleep',
    file: makeFileRef({ id: '3b7c8d2e-0000-4000-8000-000000000002' }),
  }),
  makePhoto({
    id: 'p3',
    caption: null,
    file: makeFileRef({ id: '3b7c8d2e-0000-4000-8000-000000000003' }),
  }),
];

describe('AlbumScreen (/photo-gallery/:id)', () => {
  let server: TestHttpServer;
  let held: ServerResponse[];
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    window.localStorage.clear();
    server = await startTestHttpServer();
    held = [];
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/keeper/albums/a1': [
        200,
        { data: { album: makeAlbum({ photo_count: 3 }), photos } },
      ],
      'DELETE /api/keeper/photos/p2': [204],
    });
  });
  afterEach(() => server.close());

  it('opens a photo in a lightbox that the keyboard drives, and gives focus back', async () => {
    renderApp('/photo-gallery/a1/', { server });
    const thumbnail = await screen.findByRole('button', { name: 'Open Asleep' }, SLOW);
    thumbnail.focus();
    fireEvent.click(thumbnail);
    const lightbox = await screen.findByRole('dialog', { name: 'Asleep' }, SLOW);
    expect(within(lightbox).getByText('2 of 3')).toBeInTheDocument();
    expect(within(lightbox).getByRole('img', { name: 'Asleep' })).toHaveAttribute(
      'src',
      expect.stringContaining('/display?'),
    );
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(lightbox).getByText('3 of 3')).toBeInTheDocument();
    expect(
      within(lightbox).getByRole('img', { name: 'Photo 3 of Beach days' }),
    ).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Home' });
    expect(within(lightbox).getByText('1 of 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(thumbnail).toHaveFocus();
  });

  it('deletes a photo from the lightbox after a confirmation', async () => {
    const app = renderApp('/photo-gallery/a1/', { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Asleep' }, SLOW));
    const lightbox = await screen.findByRole('dialog', { name: 'Asleep' }, SLOW);
    fireEvent.click(within(lightbox).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' }, SLOW);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('The photo has been deleted.', {}, SLOW)).toBeInTheDocument();
    expect(
      server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/keeper/photos/p2'),
    ).toBe(true);
    expect(app.store.gallery.album.value?.photos.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(app.store.gallery.album.value?.album.photo_count).toBe(2);
  });

  it('uploads dropped photos one request each, with progress, cancel and the server refusal', async () => {
    server.handle((req, res) => {
      const path = req.url.split('?')[0];
      if (req.method === 'POST' && path === '/api/keeper/albums/a1/photos') {
        const body = req.body.toString('latin1');
        if (body.includes('filename="broken.jpg"')) {
          sendJson(res, 422, {
            message: 'The image could not be read. It may be damaged or incomplete.',
            errors: { file: ['The image could not be read. It may be damaged or incomplete.'] },
            error_id: 'u1',
          });
        } else held.push(res);
        return;
      }
      const answers: Record<string, unknown> = {
        '/api/user': { data: makeUser() },
        '/api/notifications': { data: [] },
        '/api/keeper/pets': { data: [makePet()] },
        '/api/keeper/albums/a1': { data: { album: makeAlbum({ photo_count: 3 }), photos } },
      };
      sendJson(res, path && answers[path] ? 200 : 404, answers[path ?? ''] ?? {});
    });
    renderApp('/photo-gallery/a1/', { server });
    await screen.findByRole('button', { name: 'Open Asleep' }, SLOW);
    const files = ['slow.jpg', 'broken.jpg'].map(
      (name) => new File([new Uint8Array(256 * 1024)], name, { type: 'image/jpeg' }),
    );
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.assign(drop, { dataTransfer: { types: ['Files'], files } });
    act(() => {
      window.dispatchEvent(drop);
    });
    const list = await screen.findByRole('region', { name: 'Photos being uploaded' }, SLOW);
    expect(
      within(list).getByRole('progressbar', { name: 'Upload of slow.jpg' }),
    ).toBeInTheDocument();
    expect(
      await within(list).findByText(
        'The image could not be read. It may be damaged or incomplete.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(held).toHaveLength(1), SLOW);
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel the upload of slow.jpg' }));
    expect(await within(list).findByText('Upload cancelled', {}, SLOW)).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Try uploading slow.jpg again' }),
    ).toBeInTheDocument();
  });
});
