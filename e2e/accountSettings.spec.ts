import { latestSmsCode, registerThroughForm, uniqueEmail } from './support/authApi';
import { expect, expectAccessible, test } from './support/test';

test.describe('account settings', { tag: '@auth-api' }, () => {
  test('phone verification with the code from the SMS outbox', async ({ page, request }) => {
    await registerThroughForm(page, {
      name: 'Aoi',
      email: uniqueEmail('phone'),
      password: 'texts are welcome',
    });
    const details = page.getByRole('region', { name: 'Your details' });
    const lastDigits = String(Date.now()).slice(-7);
    await details.getByLabel(/Phone number/).fill(`+81 90 ${lastDigits}`);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();

    const phone = page.getByRole('region', { name: 'Phone verification' });
    await expect(phone.getByText('Not verified')).toBeVisible();
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: /verification code/ })).toBeVisible();
    const code = await latestSmsCode(request, lastDigits);

    await phone.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone.getByLabel('Verification code')).toHaveAccessibleDescription(
      /The verification code is invalid or has expired\./,
    );
    await phone.getByLabel('Verification code').fill(code);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(phone.getByText('Verified', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Phone verification' })
        .getByText('Verified', { exact: true }),
    ).toBeVisible();
  });

  test('billing details are kept', async ({ page }) => {
    await registerThroughForm(page, {
      name: 'Riku',
      email: uniqueEmail('billing'),
      password: 'invoices please',
    });
    const billing = page.getByRole('region', { name: 'Billing details' });
    await billing.getByLabel('Full name').fill('Riku Ito');
    await billing.getByLabel('Address', { exact: true }).fill('1 Harbour Street');
    await billing.getByLabel('City').fill('Bristol');
    await billing.getByLabel('Postal code').fill('BS1 4DJ');
    await billing.getByLabel('Country').selectOption('GB');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(page.getByText('Your billing details have been saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Billing details' }).getByLabel('City'),
    ).toHaveValue('Bristol');
  });

  test('a Japanese billing address starts with the postal code, which fills in the rest', async ({
    page,
  }) => {
    await registerThroughForm(page, {
      name: 'Mei',
      email: uniqueEmail('billing-jp'),
      password: 'invoices in japan',
    });
    const billing = page.getByRole('region', { name: 'Billing details' });
    await billing.getByLabel('Full name').fill('Mei Sato');
    await billing.getByLabel('Country').selectOption('JP');
    await billing.getByLabel('Postal code').fill('150-0002');
    await expect(
      billing.getByText('Filled in from the postal code: 東京都渋谷区渋谷'),
    ).toBeVisible();
    await expect(billing.getByLabel('Prefecture')).toHaveValue('東京都');
    await expect(billing.getByLabel('City, ward, town or village')).toHaveValue('渋谷区');
    await billing.getByLabel('Town, block and number').fill('渋谷2-21-1');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(page.getByText('Your billing details have been saved.')).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Billing details' }).getByLabel('Prefecture'),
    ).toHaveValue('東京都');
  });

  test('preferences: weight unit kept, Japanese moves the app to /jp', async ({
    page,
    context,
  }) => {
    await registerThroughForm(page, {
      name: 'Nao',
      email: uniqueEmail('prefs'),
      password: 'pounds and kilos',
    });
    await page.getByRole('link', { name: 'Preferences' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    await page.getByRole('radio', { name: 'Pounds (lb)' }).check();
    await page.getByRole('radio', { name: '日本語' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page).toHaveURL(/\/jp\/settings\/preferences\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '表示設定' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'ポンド（lb）' })).toBeChecked();
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('jp');
    await expectAccessible(page);
  });

  test('success toasts close after 5 s or on a click', async ({ page }) => {
    await page.clock.install();
    await registerThroughForm(page, {
      name: 'Toa',
      email: uniqueEmail('toast'),
      password: 'short-lived toasts',
    });
    // Time stands still from here: a toast's 5 s then pass only when the journey says so. (With
    // the clock running, a loaded machine could spend those 5 s between a toast appearing and
    // the journey reaching it: the registration's welcome toast, once used here, was sometimes
    // gone before it was looked for, or while it was being clicked.)
    await page.clock.pauseAt(Date.now() + 2_000);
    await page.mouse.move(0, 0);
    const save = page
      .getByRole('region', { name: 'Your details' })
      .getByRole('button', { name: 'Save changes' });
    const saved = page.getByRole('status').filter({ hasText: 'Your details have been saved.' });

    // Click events, not pointer clicks: Playwright's pointer click waits for the element to hold
    // still over animation frames, which a paused clock holds back.
    await save.dispatchEvent('click');
    await expect(saved).toBeVisible();
    await saved.dispatchEvent('click');
    await expect(saved).toBeHidden();

    await save.dispatchEvent('click');
    await expect(saved).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(saved).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(saved).toBeHidden();
    // Time runs again for the accessibility check that ends every journey (axe-core waits on
    // timers of its own).
    await page.clock.resume();
  });
});
