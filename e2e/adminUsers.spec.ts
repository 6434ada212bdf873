import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughForm } from './support/authApi';
import { newKeeper, signInBrowser, type Keeper } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// The admin console's users: a super-admin grants admin and the audit log shows it; an admin
// cannot grant it (neither offered on screen nor allowed by the API); disabling a keeper ends
// their open session at once. Each test makes its own keeper.

const SUPER_ADMIN = { email: 'superadmin@petcare.local', password: 'petcare-super-2026' };
const ADMIN = { email: 'admin@petcare.local', password: 'petcare-admin-2026' };

async function tokenFor(request: APIRequestContext, account: typeof ADMIN): Promise<string> {
  const res = await request.post('/api/login', { data: account });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Signs in through the form and opens the admin console from the sidebar. */
async function openConsole(page: Page, account: typeof ADMIN): Promise<void> {
  await page.goto('/auth/login/');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Admin console' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  await expectAccessible(page);
}

/** From the console's overview to the user's page, through the list's search. */
async function openUser(page: Page, keeper: Keeper): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name or e-mail address' }).fill(keeper.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expectAccessible(page);
  await page.getByRole('link', { name: keeper.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: keeper.name })).toBeVisible();
  await expectAccessible(page);
}

test('a super-admin grants admin, the audit log shows it, and the new admin can use the admin API', async ({
  page,
  request,
}) => {
  const keeper = await newKeeper(request, 'future-admin');
  const refused = await request.get('/api/admin/users', {
    headers: { Authorization: `Bearer ${keeper.token}` },
  });
  expect(refused.status()).toBe(403);

  await openConsole(page, SUPER_ADMIN);
  await openUser(page, keeper);
  await page.getByRole('button', { name: 'Make admin' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${keeper.name} an admin?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('Admin role granted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove admin' })).toBeVisible();
  await expect(
    page.getByText('This account is an admin: it can use the admin console.'),
  ).toBeVisible();

  const allowed = await request.get('/api/admin/users', {
    headers: { Authorization: `Bearer ${keeper.token}` },
  });
  expect(allowed.status()).toBe(200);

  // The record's history: the audit log filtered to this account.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('article', { name: 'Granted the admin role' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`By PetCare Super Admin (${SUPER_ADMIN.email})`);
  await expect(entry.getByRole('link', { name: keeper.email })).toBeVisible();
  const changes = entry.getByRole('table', { name: 'What changed' });
  await expect(changes.getByRole('row', { name: /roles/ })).toContainText('["pet-keeper"]');
  await expect(changes.getByRole('row', { name: /roles/ })).toContainText('["admin","pet-keeper"]');
  await expectAccessible(page);
});

test('an admin cannot grant admin: not offered on screen, and the API refuses', async ({
  page,
  request,
}) => {
  const keeper = await newKeeper(request, 'not-made-admin');
  await openConsole(page, ADMIN);
  await openUser(page, keeper);
  await expect(
    page.getByText('Only a super-admin can grant or remove the admin role.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make admin' })).toHaveCount(0);

  const admin = await tokenFor(request, ADMIN);
  const users = await request.get(`/api/admin/users?q=${encodeURIComponent(keeper.email)}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const [found] = ((await users.json()) as { data: { id: string }[] }).data;
  expect(found).toBeDefined();
  const res = await request.post(`/api/admin/users/${found!.id}/roles/admin`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ message: 'This action is unauthorized.' });
  const check = await request.get('/api/admin/users', {
    headers: { Authorization: `Bearer ${keeper.token}` },
  });
  expect(check.status()).toBe(403);
});

test('disabling a keeper ends their open session at once, and they cannot sign in again', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const keeper = await newKeeper(request, 'to-disable');
  // The keeper, signed in, on their personal information page in another browser.
  const keeperContext = await browser.newContext();
  await signInBrowser(keeperContext, baseURL!, keeper);
  const keeperPage = await keeperContext.newPage();
  await keeperPage.goto('/settings/personal-info/');
  await expect(
    keeperPage.getByRole('heading', { level: 1, name: 'Personal information' }),
  ).toBeVisible();

  await openConsole(page, ADMIN);
  await openUser(page, keeper);
  await page.getByRole('button', { name: 'Disable the account' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${keeper.name}'s account?` });
  await dialog
    .getByRole('textbox', { name: 'Reason (other admins see it)' })
    .fill('Spam in the support chat');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Disable the account' }).click();
  await expect(page.getByText('Account disabled. Its sessions have ended.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reason: Spam in the support chat')).toBeVisible();

  // The keeper's tab is signed out at once, and says why.
  await expect(keeperPage).toHaveURL(/\/auth\/login\/?/, { timeout: 20_000 });
  await expect(keeperPage.getByText(/Your account has been disabled/)).toBeVisible();
  const stale = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${keeper.token}` },
  });
  expect(stale.status()).toBe(401);
  await signInThroughForm(keeperPage, keeper.email, keeper.password);
  await expect(
    keeperPage.getByRole('textbox', { name: 'Email address' }),
  ).toHaveAccessibleDescription(
    /This account has been disabled\. Please contact support if you think this is a mistake\./,
  );
  await expectAccessible(keeperPage);
  await keeperContext.close();
});
