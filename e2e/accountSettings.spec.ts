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
    const welcome = page.getByRole('status').filter({ hasText: 'operation successful' });
    await expect(welcome).toBeVisible();
    // A click event rather than a pointer click: in one CI run (timers frozen, loaded machine) the
    // toast's element was replaced again and again for 90 s and a pointer click, which waits for
    // an element that holds still, never landed (cause not found). What is tested here is that a
    // click closes the toast.
    await welcome.dispatchEvent('click');
    await expect(welcome).toBeHidden();

    await page
      .getByRole('region', { name: 'Your details' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    const saved = page.getByRole('status').filter({ hasText: 'Your details have been saved.' });
    await expect(saved).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_500);
    await expect(saved).toBeHidden();
  });
});
