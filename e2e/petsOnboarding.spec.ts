import { uniqueEmail } from './support/authApi';
import { expect, expectAccessible, test } from './support/test';

// The onboarding funnel: a guest describes a pet first, creates an account, and finds the pet
// on their dashboard, where the confirm-pet-data banner asks them to check it.
test.describe('adding a pet as a guest', { tag: '@auth-api' }, () => {
  test('a guest adds a pet, registers and finds it', async ({ page, visit }) => {
    test.setTimeout(120_000);
    const petName = `Pochi ${Date.now().toString(36).slice(-4)}`;
    // A guest finds the funnel from the sign-in choice.
    await visit('/auth/');
    await page.getByRole('link', { name: 'New here? Tell us about your pet first' }).click();
    await expect(page).toHaveURL(/\/my-pets\/add-new-pet\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about your pet' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Dog' }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill(petName);
    await page.getByRole('radio', { name: 'I know roughly how old' }).check();
    await page.getByRole('textbox', { name: 'Years' }).fill('3');
    await page.getByRole('textbox', { name: /^Weight/ }).fill('12.5');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: `${petName} is ready to be saved` }),
    ).toBeVisible();
    await expect(page.getByText(/Dog · about 3 years · 12\.5 kg/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/auth\/register\/\?redirect=%2Fdashboard%2F/);
    await page.getByLabel('Your name').fill('Hana Suzuki');
    await page.getByLabel('Email address').fill(uniqueEmail('guest-pet'));
    await page.getByLabel('Password', { exact: true }).fill('a walk in the park');
    await page.getByLabel('Repeat the password').fill('a walk in the park');
    await page.getByLabel(/terms and conditions/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.getByRole('heading', { level: 1, name: petName })).toBeVisible();
    await expect(page.getByText(/about 3 years/)).toBeVisible();
    const banner = page.getByRole('region', { name: `Are ${petName}'s details up to date?` });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('You described');
    await expect(page.getByRole('region', { name: 'Weight' })).toContainText('12.5 kg');
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'The details are right' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: petName })).toBeVisible();
    await expect(page.getByRole('region', { name: /details up to date/ })).toHaveCount(0);
    // The pet switcher names it; the draft is gone from the browser.
    await expect(
      page.getByRole('button', { name: `Current pet: ${petName}. Switch pet` }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('petcare-guest-pet'))).toBeNull();
  });
});
