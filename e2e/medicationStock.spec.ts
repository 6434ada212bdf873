import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// A keeper on a phone finds the medication stock in the pet's section menu, adds a medication
// that is already low (the warning shows), records the pack bought, and reads the list in Japanese.
test.describe('medication stock', { tag: '@auth-api' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('added, warned about, refilled; in English and Japanese', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const keeper = await newKeeper(request, 'medication');
    await createPet(request, keeper, { name: 'Kuma', species: 'dog' });
    await signInBrowser(context, baseURL!, keeper);

    // On a phone: from a page of the pet profile (its visits), the section menu lists it.
    await page.goto('/pet-profile/visits/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Section menu' }).click();
    await page.getByRole('link', { name: 'Medication stock' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medication stock' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a medication' }).click();
    const dialog = page.getByRole('dialog', { name: 'New medication for Kuma' });
    await dialog.getByRole('textbox', { name: /^Medication/ }).fill('Carprofen 50 mg');
    await dialog.getByRole('textbox', { name: /^In stock now/ }).fill('5');
    await dialog.getByRole('button', { name: 'Add medication' }).click();
    const card = page.getByRole('article', { name: 'Carprofen 50 mg' });
    await expect(card).toContainText('5 days left');
    await expect(card).toContainText('Refill soon');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Refill' }).click();
    const refill = page.getByRole('dialog', { name: 'Refill Carprofen 50 mg' });
    await refill.getByRole('textbox', { name: /^Amount bought/ }).fill('30');
    await refill.getByRole('button', { name: 'Save refill' }).click();
    await expect(card).toContainText('35 days left');
    await expect(card).not.toContainText('Refill soon');

    await page.goto('/jp/pet-profile/medications/');
    await expect(page.getByRole('heading', { level: 1, name: '薬の在庫' })).toBeVisible();
    const jp = page.getByRole('article', { name: 'Carprofen 50 mg' });
    await expect(jp).toContainText('あと35日分');
    await expect(jp.getByRole('button', { name: '補充する' })).toBeVisible();
    await expectAccessible(page);
  });
});
