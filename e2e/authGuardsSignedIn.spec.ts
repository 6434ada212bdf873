import { registerThroughForm, uniqueEmail } from './support/authApi';
import { expect, test } from './support/test';

test.describe('guards for a signed-in keeper', { tag: '@auth-api' }, () => {
  test('guest-only pages send a signed-in keeper home (no pet yet: the add-pet step)', async ({
    page,
  }) => {
    await registerThroughForm(page, {
      name: 'Ren',
      email: uniqueEmail('guards'),
      password: 'guarded and sound',
    });
    for (const path of ['/auth/', '/auth/login/', '/auth/register/', '/auth/recover-password/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/my-pets\/create\/$/);
    }
    await page.goto('/jp/auth/login/');
    await expect(page).toHaveURL(/\/jp\/my-pets\/create\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ペットを登録' })).toBeVisible();
    // A safe redirect target is honoured, another site is not.
    await page.goto('/auth/login/?redirect=%2Fsettings%2Fpreferences%2F');
    await expect(page).toHaveURL(/\/settings\/preferences\/$/);
    await page.goto('/auth/login/?redirect=https%3A%2F%2Fexample.org%2F');
    await expect(page).toHaveURL(/\/my-pets\/create\/$/);
  });

  test('the session survives a reload; signed out elsewhere, the visitor is a guest again', async ({
    page,
    context,
    request,
  }) => {
    await registerThroughForm(page, {
      name: 'Mei',
      email: uniqueEmail('reload'),
      password: 'kept across reloads',
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu for Mei' })).toBeVisible();
    // The token is revoked behind the page's back (as signing out on another device would).
    const token = (await context.cookies()).find((c) => c.name === 'auth-token')!.value;
    const logout = await request.delete('/api/logout', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(logout.status()).toBe(204);
    await page.goto('/settings/preferences/');
    await expect(page).toHaveURL(/\/auth\/login\/\?redirect=/);
    expect((await context.cookies()).find((c) => c.name === 'auth-token')).toBeUndefined();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
