import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answerEvents,
  makeLondonCare,
  makeThread,
  makeTriage,
  makeUsage,
  writeStream,
} from '../../test/chatFixtures';
import { chatApi } from '../../test/chatTestServer';
import { jsonOf } from '../../test/fakeApi';
import { makePet } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

/** jsdom does not scroll: records the elements the screen brings into view instead. */
function recordScrolls(): { scrolledTo: Element[]; restore: () => void } {
  const scrolledTo: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
  return {
    scrolledTo,
    restore: () => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    },
  };
}
const ANSWER =
  'The most important point: vomiting more than once in a day.\n\nUrgency: See a vet within 24 hours.';

describe('SymptomCheckerScreen (/si)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  const composer = () => screen.getByRole('textbox', { name: 'Your message about Biscuit' });

  it('offers example questions with their info, and streams the answer into the conversation', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    chatApi(
      server,
      {},
      {
        'POST /api/keeper/pets/pet-1/chat': async (_req, res) => {
          const events = answerEvents(ANSWER);
          // The first words, then a pause the test controls, then the rest.
          await writeStream(res, events.slice(0, 5), { keepOpen: true });
          await held;
          for (const event of events.slice(5)) res.write(`data: ${JSON.stringify(event)}\n\n`);
          res.end();
        },
      },
    );
    const app = renderApp('/si/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Symptom checker' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('7 of 10 free messages left today', {}, SLOW)).toBeVisible();

    const examples = screen.getByRole('region', { name: 'Example questions' });
    const info = within(examples).getByRole('button', { name: 'How to ask' });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(within(examples).getByText(/gives an urgency level, not a diagnosis/)).toBeVisible();
    fireEvent.click(
      within(examples).getByRole('button', {
        name: 'Biscuit has vomited three times since this morning and will not eat.',
      }),
    );
    expect(composer()).toHaveValue(
      'Biscuit has vomited three times since this morning and will not eat.',
    );
    expect(composer()).toHaveFocus();
    // Nothing is sent by choosing an example.
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = await screen.findByRole('log', { name: 'Conversation about Biscuit' }, SLOW);
    expect(
      within(log).getByText('Biscuit has vomited three times since this morning and will not eat.'),
    ).toBeInTheDocument();
    // Part of the answer is there, the triage card is not yet, and it can be stopped.
    await waitFor(() => expect(log).toHaveTextContent('The most important point:'), SLOW);
    expect(log).not.toHaveTextContent('in a day');
    expect(screen.queryByTestId('triage-card')).toBeNull();
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('PetCare is answering.');
    // The level is shown from the start of the answer, above it (sticky at the top of the
    // conversation: e2e/chat.spec.ts checks it stays in the viewport), marked as not final yet.
    const level = screen.getByTestId('chat-level');
    expect(level).toHaveTextContent('Urgency levelSee a vet within 24 hours');
    expect(level).toHaveTextContent('so far, while the answer is written');
    expect(level.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => release());
    const card = await screen.findByTestId('triage-card', {}, SLOW);
    expect(log).toHaveTextContent('Urgency: See a vet within 24 hours.');
    expect(within(card).getByRole('heading', { name: 'See a vet within 24 hours' })).toBeVisible();
    expect(within(card).getByText('Vomiting more than once in a day')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Watch for' })).toBeVisible();
    expect(within(card).getByText('blood in the vomit')).toBeVisible();
    expect(within(card).getByText('Offer small sips of water.')).toBeVisible();
    expect(within(card).getByText('This is an urgency level, not a diagnosis.')).toBeVisible();
    await waitFor(() => expect(log).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(
      screen.getByText('The answer is complete. Urgency level: See a vet within 24 hours.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('chat-level')).not.toHaveTextContent('so far');
    expect(app.events.filter((e) => e.event === 'chat_started')).toEqual([
      {
        event: 'chat_started',
        params: {
          thread_id: '41',
          thread_origin: 'chat',
          pet_species: 'dog',
          pet_subscription: false,
          user_type: 'free',
          language: 'en',
        },
      },
    ]);
  });

  it('stops an answer: what arrived stays, marked as stopped', async () => {
    chatApi(
      server,
      {},
      {
        'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
          writeStream(res, answerEvents(ANSWER).slice(0, 4), { keepOpen: true }),
      },
    );
    renderApp('/si/', { server });
    fireEvent.change(await screen.findByRole('textbox', {}, SLOW), {
      target: { value: 'Biscuit vomited' },
    });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    const log = await screen.findByRole('log', {}, SLOW);
    await waitFor(() => expect(log).toHaveTextContent('The most important'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    expect(
      await screen.findByText('You stopped this answer, so it is incomplete.', {}, SLOW),
    ).toBeVisible();
    expect(screen.getByTestId('chat-answer')).toHaveAttribute('data-status', 'stopped');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('puts the nearest emergency care first, with a call action and the care page', async () => {
    const triage = makeTriage({
      level: 'emergency',
      reasons: [{ text: 'A male cat straining without passing urine' }],
      care: makeLondonCare(),
    });
    chatApi(
      server,
      { 'GET /api/keeper/pets': [200, { data: [makePet({ name: 'Miso', species: 'cat' })] }] },
      {
        'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
          writeStream(res, answerEvents('Go to a vet now.', { triage }), { pauseMs: 1 }),
      },
    );
    renderApp('/si/', { server });
    fireEvent.change(
      await screen.findByRole('textbox', { name: 'Your message about Miso' }, SLOW),
      { target: { value: 'My male cat keeps straining in the litter box and nothing comes out' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const card = await screen.findByTestId('triage-card', {}, SLOW);
    expect(card).toHaveAttribute('data-level', 'emergency');
    const care = within(card).getByTestId('emergency-care');
    // The level, then the care, then the reasons.
    const text = card.textContent ?? '';
    expect(text.indexOf('Emergency — go to a vet now')).toBeLessThan(
      text.indexOf('Nearest emergency care in London'),
    );
    expect(text.indexOf('Thames Night Vets')).toBeLessThan(text.indexOf('A male cat straining'));
    expect(
      within(care).getByRole('link', { name: /Call Thames Night Vets Emergency Hospital/ }),
    ).toHaveAttribute('href', 'tel:+442079460123');
    expect(
      within(care).getByRole('link', {
        name: 'Care page of Thames Night Vets Emergency Hospital',
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/care\/london\/thames-night-vets-emergency-hospital\//),
    );
    expect(within(care).getByText('No phone number listed: see the care page.')).toBeVisible();
  });

  it('an emergency without known care says to find an emergency vet now', async () => {
    const triage = makeTriage({ level: 'emergency', care: null });
    chatApi(
      server,
      {},
      {
        'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
          writeStream(res, answerEvents('Go to a vet now.', { triage }), { pauseMs: 1 }),
      },
    );
    renderApp('/si/', { server });
    fireEvent.change(await screen.findByRole('textbox', {}, SLOW), {
      target: { value: 'He collapsed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const care = await screen.findByTestId('emergency-care', {}, SLOW);
    expect(within(care).getByRole('heading', { name: 'Find an emergency vet now' })).toBeVisible();
    expect(
      within(care).getByRole('link', { name: 'Emergency and vet care by city' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/care\//));
  });

  it('explains the daily limit with the way on, brought into view, and tells analytics once', async () => {
    const { scrolledTo, restore } = recordScrolls();
    const message =
      "You have used today's 10 free symptom-checker messages. They reset in about 3 hours (00:00 UTC). A subscription for Biscuit lifts the limit.";
    let usage = makeUsage({ used: 9, remaining: 1 });
    chatApi(server, {
      'GET /api/keeper/chat/usage': () => [200, { data: usage }],
      'POST /api/keeper/pets/pet-1/chat': () => {
        usage = makeUsage({ used: 10, remaining: 0 });
        return [429, { message, errors: { limit: [message] }, error_id: 'e-429' }];
      },
    });
    const app = renderApp('/si/', { server });
    expect(await screen.findByText('1 of 10 free messages left today', {}, SLOW)).toBeVisible();
    fireEvent.change(composer(), { target: { value: 'Is a little sneezing OK?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const panel = await screen.findByRole('alert', {}, SLOW);
    expect(
      within(panel).getByRole('heading', { name: 'You have used today’s free messages' }),
    ).toBeVisible();
    expect(panel).toHaveTextContent(message);
    expect(
      within(panel).getByRole('link', {
        name: 'Subscribe Biscuit to Premium for unlimited messages',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/my-pets\/subscription\//));
    await waitFor(() => expect(panel).toHaveTextContent(/New free messages arrive at .+ \(in /));
    // The message is given back and nothing more can be sent today.
    expect(composer()).toHaveValue('Is a little sneezing OK?');
    expect(composer()).toBeDisabled();
    expect(screen.queryByRole('log')).toBeNull();
    expect(app.events.filter((e) => e.event === 'chat_message_limit')).toEqual([
      {
        event: 'chat_message_limit',
        params: {
          limit: 10,
          pet_species: 'dog',
          pet_subscription: false,
          user_type: 'free',
          language: 'en',
        },
      },
    ]);
    // No danger toast on top of the panel, and the panel is scrolled to (on a phone it would
    // be below the fold, under the sticky message box).
    expect(screen.queryByText('error occurred')).toBeNull();
    expect(scrolledTo).toContain(panel);
    restore();
  });

  it('answers a follow-up question with a quick answer', async () => {
    const asking = makeTriage({
      questions: [
        {
          id: 'urine',
          text: 'Is Biscuit passing urine?',
          options: [
            { id: 'yes', text: 'Yes' },
            { id: 'no', text: 'No' },
          ],
        },
      ],
    });
    chatApi(
      server,
      {},
      {
        'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
          writeStream(res, answerEvents('It would help to know.', { triage: asking }), {
            pauseMs: 1,
          }),
        'POST /api/keeper/threads/41/messages': (_req, res) =>
          writeStream(res, answerEvents('Thanks.', { messageId: '102' }), { pauseMs: 1 }),
      },
    );
    const { scrolledTo, restore } = recordScrolls();
    renderApp('/si/', { server });
    fireEvent.change(await screen.findByRole('textbox', {}, SLOW), {
      target: { value: 'He strains' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const question = await screen.findByRole('group', { name: 'Is Biscuit passing urine?' }, SLOW);
    // Right under the answer that asks, before its card and the message box, and scrolled to.
    const answer = screen.getByTestId('chat-answer');
    expect(answer).toContainElement(question);
    const quick = screen.getByTestId('quick-answers');
    const card = await screen.findByTestId('triage-card', {}, SLOW);
    expect(quick.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      quick.compareDocumentPosition(screen.getByTestId('chat-composer')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(scrolledTo).toContain(quick));
    restore();
    const no = within(question).getByRole('button', { name: 'No' });
    // The questions arrive with the triage, before the stream ends; until then they stay disabled.
    await waitFor(() => expect(no).toBeEnabled(), SLOW);
    fireEvent.click(no);
    await waitFor(() =>
      expect(jsonOf(server.requests.find((r) => r.url.includes('/threads/41/messages')))).toEqual({
        text: 'No',
      }),
    );
    expect(await screen.findByText('Thanks.', {}, SLOW)).toBeVisible();
  });

  it('entering /si again starts a new conversation (clear-chat-messages)', async () => {
    chatApi(
      server,
      { 'GET /api/keeper/pets/pet-1/threads': [200, { data: [makeThread()] }] },
      {
        'POST /api/keeper/pets/pet-1/chat': (_req, res) =>
          writeStream(res, answerEvents(ANSWER), { pauseMs: 1 }),
      },
    );
    const app = renderApp('/si/', { server });
    fireEvent.change(await screen.findByRole('textbox', {}, SLOW), {
      target: { value: 'He vomited' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByTestId('triage-card', {}, SLOW);
    act(() => void app.history.navigate('/pets-threads/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Past conversations' }, SLOW),
    ).toBeVisible();
    act(() => void app.history.navigate('/si/'));
    expect(
      await screen.findByRole('region', { name: 'Example questions' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('speaks Japanese', async () => {
    chatApi(server, {
      'GET /api/keeper/chat/usage': [
        200,
        { data: makeUsage({ limit: null, remaining: null, unlimited: true }) },
      ],
    });
    renderApp('/jp/si/', { server, locale: 'jp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI症状チェッカー' }, SLOW),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Biscuitが今朝から3回吐いて、ごはんを食べません。' }),
    ).toBeVisible();
    expect(
      await screen.findByText('Biscuitはプレミアムのため、メッセージは無制限です', {}, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '送信する' })).toBeDisabled();
  });
});
