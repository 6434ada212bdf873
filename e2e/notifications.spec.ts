import Pusher from 'pusher';
import { expect, expectAccessible, test } from './support/test';
import { userChannelSubscribed } from './support/realtime';
import { signInWithPassword } from './support/petsApi';

// The demo keeper's bell, with a notification arriving in real time. The only real event that
// creates a notification today is registration, and it notifies the new account before its
// browser could be listening; so the journey broadcasts one the way the API itself does: through
// the embedded server's signed HTTP events API (`pusher` server library, the local app
// credentials the server starts with). Nothing test-only runs in the product.
const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026', name: 'Alex Morgan' };
const EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

function realtimeServerLibrary(baseURL: string): Pusher {
  const url = new URL(baseURL);
  return new Pusher({
    appId: process.env.PUSHER_APP_ID ?? 'petcare',
    key: process.env.PUSHER_APP_KEY ?? 'petcare-local-key',
    secret: process.env.PUSHER_APP_SECRET ?? 'petcare-local-secret',
    host: url.hostname,
    port: url.port,
    useTLS: false,
  });
}

// Signing in, a live event, three axe runs and a reload: more than the default 30 s on a busy machine.
test.setTimeout(90_000);

test('the demo keeper sees the unread count, a new notification in real time, and marks them read', async ({
  page,
  context,
  visit,
  baseURL,
}) => {
  const ownHost = new URL(baseURL!).host;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== ownHost) elsewhere.push(request.url());
  });
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).host !== ownHost) elsewhere.push(socket.url());
  });
  // The notifications channel is ready once the server confirms the subscription.
  const subscribed = userChannelSubscribed(page);

  await signInWithPassword(context, baseURL!, DEMO);
  await visit('/dashboard/');
  // The seed leaves the care tip unread, and the reminder job has told about the overdue
  // reminder by now: whatever the count, the bell says it and the badge shows it.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText(/^\d+$/);
  const unread = Number(await badge.textContent());
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('button', { name: `Notifications, ${unread} unread` })).toBeVisible();
  await subscribed.wait();

  const user = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )auth-token=([^;]*)/)?.[1] ?? '';
    const res = await fetch('/api/user', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return ((await res.json()) as { data: { id: string } }).data;
  });
  await realtimeServerLibrary(baseURL!).trigger(`private-App.Models.User.${user.id}`, EVENT, {
    id: '0b9f7a52-3c1e-4d5a-9a7e-2f3b4c5d6e7f',
    type: 'care_tip',
    data: {
      title: 'Miso is due a weigh-in',
      body: 'Weigh Miso this week and note it in her profile.',
      action_url: null,
    },
    read_at: null,
    created_at: new Date().toISOString(),
  });

  const bellNow = page.getByRole('button', { name: `Notifications, ${unread + 1} unread` });
  await expect(bellNow).toBeVisible();
  await bellNow.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items.first()).toContainText('Miso is due a weigh-in');
  await expect(items.first()).toContainText('Unread');
  await expectAccessible(page);

  // The seeded care tip: opened, it is marked read on the server.
  const markOne = page.waitForResponse(
    (res) => /\/api\/notifications\/mark-as-read\/[^/]+$/.test(res.url()) && res.status() === 200,
  );
  await panel.getByRole('button', { name: /Keep Biscuit's weight on track/ }).click();
  await markOne;
  await expect(page.getByRole('button', { name: `Notifications, ${unread} unread` })).toBeVisible();

  const markAll = page.waitForResponse(
    (res) => res.url().endsWith('/api/notifications/mark-as-read') && res.status() === 204,
  );
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await markAll;
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expectAccessible(page);

  // What the server holds is read: after a reload nothing is unread.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await expectAccessible(page);

  expect(elsewhere).toEqual([]);
});
