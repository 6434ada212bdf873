import type { Page, Request } from '@playwright/test';
import { newsOf } from './support/api';
import { registerThroughForm, uniqueEmail } from './support/authApi';
import { expect, expectAccessible, test } from './support/test';

/** Every request the page makes to another host than the site (icons must not be among them). */
function foreignRequests(page: Page, origin: string): Request[] {
  const foreign: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request);
  });
  return foreign;
}

test.describe('banners', { tag: '@auth-api' }, () => {
  test('a new keeper is welcomed after registering, dismisses it, and it stays dismissed', async ({
    page,
    baseURL,
  }) => {
    // Four pages, each with an axe run: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const foreign = foreignRequests(page, new URL(baseURL ?? '').origin);
    const icons = page.waitForResponse((r) => r.url().includes('/api/icons/lucide.json?icons='));
    await registerThroughForm(page, {
      name: 'Mei Sato',
      email: uniqueEmail('banner'),
      password: 'a walk in the park',
    });
    const welcome = page.getByRole('region', { name: 'Welcome to PetCare, Mei Sato!' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('link', { name: /Verify your phone number/ })).toBeVisible();
    // Its icon comes from our own icon endpoint, in the Iconify format.
    const iconResponse = await icons;
    expect(iconResponse.status()).toBe(200);
    expect(await iconResponse.json()).toMatchObject({ prefix: 'lucide' });
    await expect(welcome.locator('svg.iconify')).toBeVisible();
    await expectAccessible(page);

    // The preferences page the banner links to shows it too.
    await welcome.getByRole('link', { name: 'Choose your language and weight unit' }).click();
    await expect(page).toHaveURL(/\/settings\/preferences\//);
    await expect(page.getByRole('region', { name: 'Welcome to PetCare, Mei Sato!' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Dismiss: Welcome to PetCare, Mei Sato!' }).click();
    await expect(page.getByRole('region', { name: /Welcome to PetCare/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /Welcome to PetCare/ })).toHaveCount(0);
    await page.goto('/settings/personal-info/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal information' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /Welcome to PetCare/ })).toHaveCount(0);
    await expectAccessible(page);
    expect(foreign.map((r) => r.url())).toEqual([]);
  });

  test('a guest reading an article is invited to sign up; a keeper is not', async ({
    page,
    visit,
    request,
  }) => {
    const [post] = await newsOf(request, 'en');
    await visit(`/news/${post!.slug}/`);
    const invite = page.getByRole('region', { name: 'Get answers about your own pet' });
    await expect(invite).toBeVisible();
    await expectAccessible(page);
    await invite.getByRole('link', { name: /Create a free account/ }).click();
    await expect(page).toHaveURL(/\/auth\/register\//);
    await registerThroughForm(page, {
      name: 'Riku Ito',
      email: uniqueEmail('reader'),
      password: 'a walk in the park',
    });
    await page.goto(`/news/${post!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    await expect(page.getByRole('region', { name: 'Get answers about your own pet' })).toHaveCount(
      0,
    );
  });

  test('a guest who closes the invitation does not see it on the next article', async ({
    page,
    visit,
    request,
  }) => {
    const [first, second] = await newsOf(request, 'en');
    await visit(`/news/${first!.slug}/`);
    await page.getByRole('button', { name: 'Dismiss: Get answers about your own pet' }).click();
    await expect(page.getByRole('region', { name: 'Get answers about your own pet' })).toHaveCount(
      0,
    );
    await visit(`/news/${second!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
    await expect(page.getByRole('region', { name: 'Get answers about your own pet' })).toHaveCount(
      0,
    );
  });
});
