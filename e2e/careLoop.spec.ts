import ICAL from 'ical.js';
import {
  readLoopbackTls,
  startLocalPushService,
  type LocalPushService,
} from '../server/test/localPushService';
import { PUSH_TLS_DIR } from './support/journeyServices';
import { smtpMailTo } from './support/mailbox';
import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import { expect, test } from './support/test';

// Reminders reach the keeper outside the app (server/src/reminders/README.md): Web Push to a
// browser the keeper allowed in Settings › Reminders, and the private calendar feed a calendar
// app subscribes to; in Japanese, the same reminder's mail and its Done link (in English:
// remindersOutside.spec.ts).
test.describe('the care loop outside the app', () => {
  let pushService: LocalPushService | undefined;
  test.afterEach(async () => {
    await pushService?.close();
    pushService = undefined;
  });

  test('a keeper turns on browser notifications in Japanese and a due reminder is pushed, signed and encrypted', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // The scheduled job's interval (5 s for the journeys, playwright.config.ts) and the page loads;
    // generous for a busy machine.
    test.setTimeout(240_000);
    // The push service a real browser would subscribe at (FCM for Chromium) cannot be reached
    // from here, and headless Chromium's pushManager.subscribe has no push service to register
    // with. So the journey runs its own, on loopback, with the certificate the product trusts
    // (e2e/support/journeyServer.ts): it verifies the VAPID JWT and decrypts the payload as a
    // push service and the browser would.
    pushService = await startLocalPushService(readLoopbackTls(PUSH_TLS_DIR));
    const subscription = pushService.subscription('/push/care-loop-jp');

    const keeper = await newKeeper(request, 'care-push');
    const headers = { Authorization: `Bearer ${keeper.token}` };
    const preferences = await request.post('/api/account/preferences', {
      headers,
      data: { language: 'jp', weight_unit: 'kg' },
    });
    expect(preferences.ok(), await preferences.text()).toBe(true);
    const pet = await createPet(request, keeper, { name: 'Mochi', species: 'dog' });
    await signInBrowser(context, baseURL!, keeper);
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    // Only the browser's part is replaced: pushManager.subscribe answers with a subscription at
    // the local push service (the key pair a browser would make), and keeps the VAPID key the
    // app asked it to subscribe with. Everything else is the app's own code: the button, the
    // permission prompt, the service worker registration, the request that stores it.
    await context.addInitScript((sub) => {
      PushManager.prototype.subscribe = async function subscribe(options) {
        const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
        (window as unknown as { subscribedWithKey: string }).subscribedWithKey = btoa(
          String.fromCharCode(...key),
        )
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        return {
          endpoint: sub.endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        } as unknown as PushSubscription;
      };
    }, subscription);

    await page.goto('/jp/settings/reminders/');
    await expect(page.getByRole('heading', { name: 'リマインダー', exact: true })).toBeVisible();
    // Push for flea, tick and worm treatments, and no quiet hours whenever the journey runs.
    const push = page.getByRole('checkbox', {
      name: 'ノミ・ダニ・フィラリアなどの予防：ブラウザのお知らせ',
    });
    await push.check();
    await expect(push).toBeChecked();
    await page.getByLabel('お知らせしない時間（開始）').fill('00:00');
    await page.getByLabel('お知らせしない時間（終了）').fill('00:00');
    await page.getByRole('button', { name: 'リマインダー設定を保存' }).click();
    await expect(page.getByText('リマインダー設定を保存しました。')).toBeVisible();

    await page.getByRole('button', { name: 'このブラウザでお知らせを受け取る' }).click();
    await expect(
      page.getByText('このブラウザでリマインダーのお知らせを受け取ります。'),
    ).toBeVisible();
    await expect(page.getByText('1台のブラウザでお知らせを受け取ります。')).toBeVisible();
    const subscribedWithKey = await page.evaluate(
      () => (window as unknown as { subscribedWithKey: string }).subscribedWithKey,
    );

    const created = await request.post(`/api/keeper/pets/${pet.id}/reminders`, {
      headers,
      data: {
        kind: 'parasite',
        title: 'フィラリアの薬',
        due_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The scheduled job sends it: what the push service received, checked as it arrived.
    const service = pushService;
    await expect
      .poll(() => service.received.length + service.rejected.length, {
        message: 'a push request at the local push service',
        timeout: 180_000,
      })
      .toBeGreaterThan(0);
    expect(service.rejected).toEqual([]);
    const [received] = service.received;
    expect(received?.path).toBe('/push/care-loop-jp');
    // Signed with the key the browser subscribed with, for this push service, with a contact.
    expect(received?.publicKey).toBe(subscribedWithKey);
    expect(received?.audience).toBe(service.origin);
    expect(received?.subject).toMatch(/^mailto:\S+@\S+$/);
    const payload = received?.payload as {
      title: string;
      body: string;
      url: string;
      actions: { action: string; title: string; url: string }[];
    };
    expect(payload.title).toBe('Mochi：フィラリアの薬');
    expect(payload.url).toBe(`${baseURL}/jp/dashboard?pet=${pet.id}`);
    expect(payload.actions.map((a) => [a.action, a.title])).toEqual([
      ['done', '完了'],
      ['snooze', '1日後'],
    ]);

    // Under the reminder, the keeper sees where it went (once the job has recorded it).
    const { id: reminderId } = ((await created.json()) as { data: { id: string } }).data;
    await expect
      .poll(async () => {
        const res = await request.get(`/api/keeper/reminders/${reminderId}/deliveries`, {
          headers,
        });
        const rows = ((await res.json()) as { data: { channel: string; result: string }[] }).data;
        return rows.map((row) => `${row.channel}:${row.result}`).sort();
      })
      .toEqual(['email:sent', 'push:sent']);
    await page.goto('/jp/dashboard/');
    await expect(page.getByText(/ブラウザのお知らせで送信済み/)).toBeVisible();

    // The notification's "1日後" button: the service worker POSTs its signed URL, no sign-in.
    const snoozed = await request.post(payload.actions[1]!.url);
    expect(snoozed.status(), await snoozed.text()).toBe(200);
    expect(((await snoozed.json()) as { data: { action: string } }).data.action).toBe('snooze');

    // The same job run mailed it, in Japanese; its "完了にする" link works without a sign-in.
    const mail = await smtpMailTo(keeper.email, 'Mochiの「フィラリアの薬」の予定日です', 60_000);
    expect(mail.subject).toBe('【PetCare】Mochi：フィラリアの薬');
    const doneLink = /完了にする\r?\n(https?:\/\/\S+\/jp\/reminder-link\/[A-Za-z0-9_.-]+)/.exec(
      mail.decoded,
    )?.[1];
    expect(doneLink, 'the mail has a Japanese Done link').toBeTruthy();
    await context.clearCookies();
    await page.goto(new URL(doneLink!).pathname);
    await expect(
      page.getByRole('heading', { name: '「フィラリアの薬」を完了にしますか？' }),
    ).toBeVisible();
    await page.getByRole('button', { name: '完了にする' }).click();
    await expect(
      page.getByRole('heading', { name: '「フィラリアの薬」を完了にしました。' }),
    ).toBeVisible();
    const list = await request.get(`/api/keeper/pets/${pet.id}/reminders`, { headers });
    const [reminder] = (await list.json()).data as { done_at: string | null }[];
    expect(reminder?.done_at).not.toBeNull();
  });

  test('a keeper makes a private calendar feed that a calendar app reads, then turns it off in Japanese', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const keeper = await newKeeper(request, 'care-calendar');
    const headers = { Authorization: `Bearer ${keeper.token}` };
    const pet = await createPet(request, keeper, { name: 'Kuro', species: 'cat' });
    const day = 24 * 3600_000;
    for (const reminder of [
      { kind: 'vaccination', title: 'Rabies booster', days: 30, repeat: 'yearly' },
      { kind: 'parasite', title: 'Flea drops', days: 10, repeat: 'quarterly' },
    ]) {
      const created = await request.post(`/api/keeper/pets/${pet.id}/reminders`, {
        headers,
        data: {
          kind: reminder.kind,
          title: reminder.title,
          repeat: reminder.repeat,
          due_at: new Date(Date.now() + reminder.days * day).toISOString(),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/settings/reminders/');
    await expect(page.getByText('No calendar feed yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create calendar feed' }).click();
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\//);
    const webcal = (await subscribe.getAttribute('href'))!;
    const feedUrl = webcalToHttp(webcal, baseURL!);
    await expect(page.getByText(feedUrl)).toBeVisible();

    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((component) => {
        const event = new ICAL.Event(component);
        return [event.summary, String(component.getFirstPropertyValue('rrule'))];
      })
      .sort();
    expect(events).toEqual([
      ['Kuro: Flea drops', 'FREQ=MONTHLY;INTERVAL=3'],
      ['Kuro: Rabies booster', 'FREQ=YEARLY'],
    ]);

    // In Japanese: a new address voids the old one; turning the feed off voids the new one.
    await page.goto('/jp/settings/reminders/');
    await expect(page.getByRole('heading', { name: 'カレンダー連携' })).toBeVisible();
    await expect(page.getByText(feedUrl)).toBeVisible();
    await page.getByRole('button', { name: '新しいアドレスにする' }).click();
    await expect(page.getByText(feedUrl)).toHaveCount(0);
    const renewed = webcalToHttp(
      (await page.getByRole('link', { name: 'カレンダーアプリで登録する' }).getAttribute('href'))!,
      baseURL!,
    );
    expect((await request.get(feedUrl)).status()).toBe(404);
    expect((await request.get(renewed)).status()).toBe(200);

    await page.getByRole('button', { name: '連携を停止する' }).click();
    await expect(page.getByText('カレンダー連携はまだありません。')).toBeVisible();
    const gone = await request.get(renewed);
    expect(gone.status()).toBe(404);
    expect(((await gone.json()) as { message?: unknown }).message).toEqual(expect.any(String));
  });
});

/** A calendar app fetches a webcal:// address over HTTP(S); the journeys' server is plain HTTP. */
function webcalToHttp(webcal: string, baseURL: string): string {
  return webcal.replace(/^webcal:/, new URL(baseURL).protocol);
}
