import { signInWithPassword } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// The demo keeper has two pets (seed): the switcher in the shell changes the current pet, the
// dashboard follows at once, and the choice lives in the current-pet-context cookie.
test.describe('the current pet', { tag: '@auth-api' }, () => {
  test('a keeper with two pets switches between them and the dashboard follows', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(context, baseURL!, {
      email: 'demo@petcare.local',
      password: 'petcare-demo-2026',
    });
    await page.goto('/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Weight' })).toContainText(/kg/);
    await expect(
      page.getByRole('region', { name: 'Recent vet visits' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    // The pet profile's sub-sidebar opened by itself at extra large width.
    const sub = page.getByRole('navigation', { name: 'Pet profile' });
    await expect(sub.getByRole('link')).toHaveText([
      'Overview',
      'Information',
      'Vet visits',
      'Medication stock',
      'Photo gallery',
      'Diet and healthy plan',
      'Results and referrals',
      'Sharing with clinics',
      'Add a pet',
      'Emergency card',
    ]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Current pet: Biscuit. Switch pet' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Miso/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Miso' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reminders' })).toContainText(/FVRCP|Worming/);
    const cookie = (await context.cookies()).find((c) => c.name === 'current-pet-context');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ name: 'Miso' });
    expect(cookie?.secure).toBe(true);

    // Another screen of the profile shows the same pet, and a reload keeps it.
    await sub.getByRole('link', { name: 'Vet visits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vet visits' })).toBeVisible();
    await expect(page.getByText('Every visit of Miso to the vet', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Every visit of Miso to the vet', { exact: false })).toBeVisible();

    // Phones: the dark theme and the bottom bar, still accessible.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard/');
    await page.evaluate(() => window.localStorage.setItem('nuxt-color-mode', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Miso' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Pet profile' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
