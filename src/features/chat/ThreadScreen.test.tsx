import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answerEvents,
  makeChatMessage,
  makeThread,
  makeTriage,
  writeStream,
} from '../../test/chatFixtures';
import { chatApi } from '../../test/chatTestServer';
import { jsonOf } from '../../test/fakeApi';
import { makePet } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };
const BISCUIT = makePet();
const MISO = makePet({ id: 'pet-2', name: 'Miso', species: 'cat' });

describe('ThreadScreen (/pets-threads/:id)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const saved = {
    thread: makeThread({ title: 'Biscuit has vomited twice since this morning' }),
    messages: [
      makeChatMessage({
        id: '99',
        role: 'keeper',
        text: 'Biscuit has vomited twice since this morning',
        triage: null,
      }),
      makeChatMessage({ id: '100' }),
    ],
  };

  it('reopens a conversation with its triage cards and continues it', async () => {
    chatApi(
      server,
      { 'GET /api/keeper/threads/41': [200, { data: saved }] },
      {
        'POST /api/keeper/threads/41/messages': (_req, res) =>
          writeStream(
            res,
            answerEvents('Go to a vet now.', {
              messageId: '102',
              thread: saved.thread,
              triage: makeTriage({ level: 'emergency' }),
            }),
            { pauseMs: 1 },
          ),
      },
    );
    const app = renderApp('/pets-threads/41/', { server });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Biscuit has vomited twice since this morning' },
        SLOW,
      ),
    ).toBeVisible();
    const log = screen.getByRole('log', { name: 'Conversation about Biscuit' });
    expect(within(log).getAllByTestId('triage-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All past conversations' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pets-threads\//),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message about Biscuit' }), {
      target: { value: 'Now his belly looks swollen' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getAllByTestId('triage-card')).toHaveLength(2), SLOW);
    expect(
      jsonOf(server.requests.find((r) => r.url === '/api/keeper/threads/41/messages')),
    ).toEqual({ text: 'Now his belly looks swollen' });
    // Continuing an old thread is not a new chat.
    expect(app.events.filter((e) => e.event === 'chat_started')).toEqual([]);
    expect(screen.getAllByText('Emergency — go to a vet now').length).toBeGreaterThan(0);
  });

  it('a conversation about another pet makes that pet the current one', async () => {
    chatApi(server, {
      'GET /api/keeper/pets': [200, { data: [BISCUIT, MISO] }],
      'GET /api/keeper/threads/50': [
        200,
        {
          data: {
            thread: makeThread({ id: '50', pet_id: 'pet-2', title: 'Miso sneezes' }),
            messages: [],
          },
        },
      ],
    });
    const app = renderApp('/pets-threads/50/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Miso sneezes' }, SLOW),
    ).toBeVisible();
    await waitFor(() => expect(app.store.currentPet.id).toBe('pet-2'));
    expect(screen.getByRole('textbox', { name: 'Your message about Miso' })).toBeInTheDocument();
    // Switching to another pet afterwards: back to that pet's list.
    act(() => app.store.currentPet.select(BISCUIT));
    await waitFor(() => expect(app.currentPath()).toBe('/pets-threads/'));
  });

  it('says so when the conversation is not there', async () => {
    chatApi(server, {});
    renderApp('/pets-threads/77/', { server });
    expect(
      await screen.findByText(
        'This conversation was not found. It may have been deleted.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });

  it('an id that cannot be a thread is the fatal 404 of route validation', async () => {
    chatApi(server, {});
    const app = renderApp('/pets-threads/abc/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404!' }, SLOW),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe('/pets-threads/abc/');
    expect(server.requests.some((r) => r.url.includes('/threads/'))).toBe(false);
  });
});
