import { createPet, newKeeper, petOf, setWeightUnit, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// Weights are stored in kg (to the gram) and shown in the keeper's unit from preferences.
test.describe('weight units', { tag: '@auth-api' }, () => {
  test('weight entered in lb for a keeper who prefers lb and shown in kg after switching', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const keeper = await newKeeper(request, 'pounds');
    await setWeightUnit(request, keeper, 'lb');
    const pet = await createPet(request, keeper, { name: 'Toffee', species: 'dog' });
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: 'Toffee' })).toBeVisible();
    await page.getByRole('button', { name: 'Add weight' }).click();
    const dialog = page.getByRole('dialog', { name: "Add Toffee's weight" });
    await expect(dialog).toContainText('pounds');
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Weight' }).fill('22');
    await dialog.getByRole('button', { name: 'Save weight' }).click();
    await expect(page.getByText('Toffee weighs 22 lb.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Weight' })).toContainText('22 lb');
    expect((await petOf(request, keeper, pet.id)).weight_kg).toBeCloseTo(9.979, 3);

    await page.goto('/settings/preferences/');
    await page.getByRole('radio', { name: 'Kilograms (kg)' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await page.goto('/dashboard/');
    await expect(page.getByRole('region', { name: 'Weight' })).toContainText('9.98 kg');
    await expectAccessible(page);
  });
});
