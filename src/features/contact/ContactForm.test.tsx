import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactForm } from './ContactForm';

/** What fetch resolves to (jsdom has no Response class): a JSON answer as the API sends it. */
function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => body,
  } as unknown as Response;
}

const sentKey = (call: number) =>
  (fetchMock.mock.calls[call]![1].headers as Record<string, string>)['Idempotency-Key'];

// The API is the outside world here: fetch answers as the real endpoint does (its own tests are
// in server/src/contact/contact.test.ts).
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
}

function fillValid() {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Hana Sato ' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), {
    target: { value: 'hana@petmail.jp' },
  });
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'clinics' } });
  fireEvent.change(screen.getByLabelText('Your message'), {
    target: { value: 'We would like to join PetCare.' },
  });
  fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  it('checks every field before sending and sends nothing while invalid', async () => {
    renderWithProviders(<ContactForm locale="en" />);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'hana@' } });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hi' } });
    submit();
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid e-mail address, like name@example.jp.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree so that we can store and answer your message.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s 422 errors on their fields', async () => {
    answer(422, {
      message: 'The email field must be an address we can reply to.',
      errors: { email: ['The email field must be an address we can reply to.'] },
      error_id: 'req-1',
    });
    renderWithProviders(<ContactForm locale="en" />);
    fillValid();
    submit();
    expect(
      await screen.findByText('The email field must be an address we can reply to.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: req-1');
  });

  it('translates the API’s field errors on Japanese pages', async () => {
    answer(422, { message: 'x', errors: { email: ['The email field must be…'] }, error_id: 'r' });
    renderWithProviders(<ContactForm locale="jp" />, { locale: 'jp' });
    fireEvent.change(screen.getByLabelText('お名前'), { target: { value: '佐藤 花' } });
    fireEvent.change(screen.getByLabelText('メールアドレス'), {
      target: { value: 'hana@petmail.jp' },
    });
    fireEvent.change(screen.getByLabelText('お問い合わせの種類'), { target: { value: 'general' } });
    fireEvent.change(screen.getByLabelText('メッセージ'), {
      target: { value: 'アプリについて質問があります。' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(
      await screen.findByText('返信を受け取れるメールアドレスを入力してください。'),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['App-Language']).toBe('jp');
  });

  it('sends trimmed values once and replaces the form with a confirmation', async () => {
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderWithProviders(<ContactForm locale="en" />);
    fillValid();
    submit();
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    fireEvent.click(sending);
    resolve(jsonResponse(201, { data: { id: 'm1', created_at: '2026-01-01T00:00:00Z' } }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your message has been sent' }),
    ).toHaveFocus();
    expect(screen.getByText(/We will reply to hana@petmail.jp/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      name: 'Hana Sato',
      email: 'hana@petmail.jp',
      topic: 'clinics',
      message: 'We would like to join PetCare.',
      consent: true,
    });
  });

  it('says so when the hourly limit is reached, keeping what was typed', async () => {
    answer(429, { message: 'Too Many Attempts.', errors: {}, error_id: 'r2' });
    renderWithProviders(<ContactForm locale="en" />);
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have sent several messages in the last hour. Please try again later.',
      ),
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('We would like to join PetCare.');
  });

  it('sends again with the same key after a network error, and a new key once edited', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<ContactForm locale="en" />);
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not reach PetCare. Check your connection and try again.',
      ),
    );
    answer(503, { message: 'Service Unavailable', errors: {}, error_id: 'r3' });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your message could not be sent. Please try again in a moment.Reference: r3',
      ),
    );
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'We would like to join PetCare, please.' },
    });
    answer(201, { data: { id: 'm2', created_at: '2026-01-01T00:00:00Z' } });
    submit();
    await screen.findByRole('heading', { name: 'Thank you, your message has been sent' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/contact');
    expect(sentKey(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).not.toBe(sentKey(0));
  });

  it('preselects a topic from ?topic=', async () => {
    window.history.replaceState(null, '', '/contact/?topic=ambassadors');
    renderWithProviders(<ContactForm locale="en" />);
    await waitFor(() => expect(screen.getByLabelText('Topic')).toHaveValue('ambassadors'));
    window.history.replaceState(null, '', '/');
  });
});
