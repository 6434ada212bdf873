// The app's icons against a real local HTTP server: one request per batch to our endpoint, the
// icon when it answers, and the same quiet fallback box when it fails or is too slow.
import { render, screen, waitFor } from '@testing-library/react';
import { startTestHttpServer, sendJson, type TestHttpServer } from '../../test/testHttpServer';
import { AppIcon } from './AppIcon';
import { ICON_FETCH_TIMEOUT_MS, installIconLoader } from './iconLoader';

let server: TestHttpServer;
beforeAll(async () => {
  server = await startTestHttpServer();
  installIconLoader({ apiBaseUrl: `${server.origin}/api` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const iconSet = (names: string[]) => ({
  prefix: 'lucide',
  width: 24,
  height: 24,
  icons: Object.fromEntries(
    names.map((name) => [name, { body: `<path d="M1 1h${name.length}"/>` }]),
  ),
});

function fallbackBox(container: HTMLElement, name: string): HTMLElement | null {
  return container.querySelector(`[data-icon-fallback="${name}"]`);
}

it('loads icons asked for together with one request to our endpoint and draws them', async () => {
  server.handle((_req, res) => sendJson(res, 200, iconSet(['heart', 'dog'])));
  const { container } = render(
    <p>
      <AppIcon icon="lucide:heart" size={24} />
      <AppIcon icon="lucide:dog" size={24} label="Dog" />
    </p>,
  );
  await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(2));
  expect(server.requests).toHaveLength(1);
  expect(server.requests[0]?.url).toBe('/api/icons/lucide.json?icons=dog,heart');
  const [decorative, labelled] = [...container.querySelectorAll('svg')];
  expect(decorative).toHaveAttribute('aria-hidden', 'true');
  expect(decorative).toHaveAttribute('width', '24');
  expect(decorative?.innerHTML).toContain('<path');
  expect(screen.getByRole('img', { name: 'Dog' })).toBe(labelled);
});

it('keeps an aria-hidden box of the icon size when the endpoint does not answer in 1500 ms', async () => {
  let aborted = false;
  server.handle((_req, res) => {
    // Answers far too late; the client must give up and close the request first.
    res.on('close', () => {
      aborted = !res.writableEnded;
    });
    setTimeout(() => {
      if (!res.destroyed) sendJson(res, 200, iconSet(['cat']));
    }, ICON_FETCH_TIMEOUT_MS * 3);
  });
  const { container } = render(<AppIcon icon="lucide:cat" size={32} />);
  const box = fallbackBox(container, 'lucide:cat');
  expect(box).toHaveAttribute('aria-hidden', 'true');
  expect(box).toHaveStyle({ width: '32px', height: '32px', display: 'inline-block' });
  await waitFor(() => expect(aborted).toBe(true), { timeout: ICON_FETCH_TIMEOUT_MS + 2000 });
  expect(server.requests).toHaveLength(1);
  // The icon stays a box: no svg, nothing announced, no retry storm.
  expect(container.querySelector('svg')).toBeNull();
  expect(fallbackBox(container, 'lucide:cat')).toBeInTheDocument();
  expect(container.textContent).toBe('');
});

it.each([
  [
    'a server error',
    (res: Parameters<Parameters<TestHttpServer['handle']>[0]>[1]) =>
      sendJson(res, 500, { message: 'boom' }),
  ],
  [
    'an unknown collection answer',
    (res: Parameters<Parameters<TestHttpServer['handle']>[0]>[1]) =>
      sendJson(res, 404, { message: 'Icon collection lucide not found.', errors: {} }),
  ],
  [
    'a body that is not an icon set',
    (res: Parameters<Parameters<TestHttpServer['handle']>[0]>[1]) =>
      sendJson(res, 200, { prefix: 'mdi', icons: {} }),
  ],
  [
    'a body that is not JSON',
    (res: Parameters<Parameters<TestHttpServer['handle']>[0]>[1]) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>'),
  ],
])('falls back quietly on %s', async (name, answer) => {
  const icon = `lucide:fail-${name.replace(/\W+/g, '-')}` as const;
  server.handle((_req, res) => answer(res));
  const { container } = render(<AppIcon icon={icon} size={20} />);
  await waitFor(() => expect(server.requests).toHaveLength(1));
  // Give the answer time to be parsed and rendered, then the box must still be there.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(container.querySelector('svg')).toBeNull();
  expect(fallbackBox(container, icon)).toHaveStyle({ width: '20px', height: '20px' });
});

it('shows the box for a name the collection lacks (not_found) and the icons it has', async () => {
  server.handle((_req, res) =>
    sendJson(res, 200, { ...iconSet(['bone']), not_found: ['no-such'] }),
  );
  const { container } = render(
    <p>
      <AppIcon icon="lucide:bone" />
      <AppIcon icon="lucide:no-such" />
    </p>,
  );
  await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(1));
  expect(fallbackBox(container, 'lucide:no-such')).toBeInTheDocument();
});
