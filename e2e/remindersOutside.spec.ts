import { createPet, newKeeper } from './support/petsApi';
import { smtpMailTo } from './support/mailbox';
import { expect, test } from './support/test';

// A due reminder leaves the app: the scheduled job mails it through the journeys' real SMTP
// server (e2e/support/journeyServer.ts), and the mail's "Done" link marks it done in a browser
// that is not signed in. The Japanese page of the same mail's links speaks Japanese.
test.describe('reminders outside the app', () => {
  test('a due reminder arrives by e-mail and its Done link works without signing in', async ({
    page,
    request,
  }) => {
    // The scheduled job's interval (5 s for the journeys, playwright.config.ts) and the mail's way
    // through SMTP; generous for a busy machine.
    test.setTimeout(240_000);
    const keeper = await newKeeper(request, 'remind-out');
    const headers = { Authorization: `Bearer ${keeper.token}` };
    const pet = await createPet(request, keeper, { name: 'Mochi', species: 'dog' });
    // No quiet hours, whatever time of day the journey runs.
    const settings = await request.put('/api/keeper/reminder-settings', {
      headers,
      data: { quiet_start: '00:00', quiet_end: '00:00', time_zone: 'Europe/London' },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    const created = await request.post(`/api/keeper/pets/${pet.id}/reminders`, {
      headers,
      data: {
        kind: 'parasite',
        title: 'Heartworm tablet',
        due_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const mail = await smtpMailTo(keeper.email, 'Mochi: Heartworm tablet', 180_000);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const links = [
      ...mail.decoded.matchAll(/https?:\/\/[^\s"<]+\/reminder-link\/[A-Za-z0-9_.-]+/g),
    ];
    const done = links.find((m) => mail.decoded.includes(`Mark as done: ${m[0]}`))?.[0];
    const snooze = links.find((m) => mail.decoded.includes(`Remind me in 1 day: ${m[0]}`))?.[0];
    expect(done, 'the mail has a Done link').toBeTruthy();
    expect(snooze, 'the mail has a Snooze link').toBeTruthy();

    // The browser is not signed in.
    await page.goto(new URL(done!).pathname);
    await expect(
      page.getByRole('heading', { name: 'Mark “Heartworm tablet” as done?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(
      page.getByRole('heading', { name: '“Heartworm tablet” is marked as done.' }),
    ).toBeVisible();

    const list = await request.get(`/api/keeper/pets/${pet.id}/reminders`, { headers });
    const [reminder] = (await list.json()).data as { done_at: string | null }[];
    expect(reminder?.done_at).not.toBeNull();

    // Used once: the same link again says so.
    await page.goto(new URL(done!).pathname);
    await expect(page.getByRole('alert')).toHaveText('This link has already been used.');

    // The Japanese page of the snooze link.
    await page.goto(`/jp${new URL(snooze!).pathname}`);
    await expect(
      page.getByRole('heading', {
        name: '「Heartworm tablet」を1日後にもう一度お知らせしますか？',
      }),
    ).toBeVisible();
  });
});
