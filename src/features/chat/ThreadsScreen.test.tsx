import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeThread } from '../../test/chatFixtures';
import { chatApi } from '../../test/chatTestServer';
import { makePet } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };
const BISCUIT = makePet();
const MISO = makePet({ id: 'pet-2', name: 'Miso', species: 'cat' });

describe('ThreadsScreen (/pets-threads)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it("lists the current pet's conversations with the urgency reached, and follows the pet", async () => {
    chatApi(server, {
      'GET /api/keeper/pets': [200, { data: [BISCUIT, MISO] }],
      'GET /api/keeper/pets/pet-1/threads': [
        200,
        {
          data: [
            makeThread({
              id: '42',
              title: 'Biscuit ate half a bar of dark chocolate',
              max_level: 'emergency',
              message_count: 4,
              created_at: '2026-11-21T18:00:00.000Z',
              last_message_at: '2026-11-21T18:10:00.000Z',
            }),
            makeThread({ id: '41', title: '', max_level: null, message_count: 0 }),
          ],
        },
      ],
      'GET /api/keeper/pets/pet-2/threads': [
        200,
        { data: [makeThread({ id: '50', pet_id: 'pet-2', title: 'Miso sneezes' })] },
      ],
    });
    const app = renderApp('/pets-threads/', { server });
    const first = await screen.findByRole(
      'article',
      { name: 'Biscuit ate half a bar of dark chocolate' },
      SLOW,
    );
    expect(first).toHaveTextContent('Nov 21, 2026');
    expect(first).toHaveTextContent('4 messages');
    expect(first).toHaveTextContent('Highest urgency:');
    expect(within(first).getByText('Emergency — go to a vet now')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Biscuit ate half a bar of dark chocolate' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/pets-threads\/42\//));
    const untitled = screen.getByRole('article', { name: 'Untitled conversation' });
    expect(untitled).toHaveTextContent('No urgency level yet');
    // Newest first, as the API lists them.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'thread-42',
      'thread-41',
    ]);

    act(() => app.store.currentPet.select(MISO));
    expect(await screen.findByRole('article', { name: 'Miso sneezes' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('article', { name: /dark chocolate/ })).toBeNull();
  });

  it('deletes a conversation after asking', async () => {
    let threads = [makeThread({ title: 'Biscuit vomited' })];
    chatApi(server, {
      'GET /api/keeper/pets/pet-1/threads': () => [200, { data: threads }],
      'DELETE /api/keeper/threads/41': () => {
        threads = [];
        return [204];
      },
    });
    renderApp('/pets-threads/', { server });
    const item = await screen.findByRole('article', { name: 'Biscuit vomited' }, SLOW);
    fireEvent.click(
      within(item).getByRole('button', { name: 'Delete the conversation “Biscuit vomited”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' }, SLOW);
    expect(dialog).toHaveTextContent('“Biscuit vomited” and all its messages will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    expect(
      await screen.findByText('No saved conversations about Biscuit yet.', {}, SLOW),
    ).toBeVisible();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
