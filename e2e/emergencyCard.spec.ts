import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import { expect, test } from './support/test';

async function pdfPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format, printBackground: true });
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** The card's answer and page are kept for this session (the screen and the worker keep them). */
async function cardKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    return names.some((n) => n.startsWith('petcare-card-')) && names.includes('petcare-shell-v1');
  });
}

// The pet's emergency card: found from the pet's dashboard, printed on one A4 and one Letter page,
// opened again with the network cut (en and jp); signing out drops every cache, so the next
// keeper, offline, cannot see the first one's card.
test.describe('Emergency card', { tag: '@auth-api' }, () => {
  test('opens offline once opened online, prints on one page, and goes at sign-out', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const keeper = await newKeeper(request, 'card');
    const pet = await createPet(request, keeper, {
      name: 'Hana',
      species: 'dog',
      birth_date: '2020-03-14',
      weight_kg: 8.45,
      microchip_number: '392141000123456',
      allergies: ['Beef'],
      conditions: ['Atopic dermatitis'],
      medications: [
        {
          name: 'Apoquel',
          dose: '5.4 mg',
          frequency: 'Twice a day',
          started_on: null,
          ends_on: null,
        },
      ],
      home_clinic: {
        name: 'Sakura Animal Hospital',
        phone: '03-1234-5678',
        address: null,
        email: null,
      },
    });
    await signInBrowser(context, baseURL!, keeper);

    // Found from the pet's page.
    await page.goto('/dashboard/');
    await page.getByRole('link', { name: 'Emergency card' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/my-pets/emergency-card/${pet.id}/`));
    const heading = page.getByRole('heading', { name: 'Emergency card: Hana' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('8.45 kg')).toBeVisible();
    await expect(page.getByText('Apoquel: 5.4 mg, Twice a day')).toBeVisible();
    await expect(page.getByRole('link', { name: '03-1234-5678' })).toBeVisible();
    await expect.poll(() => cardKept(page)).toBe(true);
    expect(await pdfPages(page, 'A4')).toBe(1);
    expect(await pdfPages(page, 'Letter')).toBe(1);

    await page.goto(`/jp/my-pets/emergency-card/${pet.id}/`);
    const jpHeading = page.getByRole('heading', { name: '緊急カード：Hana' });
    await expect(jpHeading).toBeVisible();
    await expect(page.getByText('8.45kg')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cardKept(page)).toBe(true);
    expect(await pdfPages(page, 'A4')).toBe(1);
    expect(await pdfPages(page, 'Letter')).toBe(1);

    // No network: both languages still open, from the copy kept on this device.
    await context.setOffline(true);
    await page.reload();
    await expect(jpHeading).toBeVisible();
    await expect(
      page.getByText('オフラインです。この端末に保存した内容を表示しています。'),
    ).toBeVisible();
    await page.goto(`/my-pets/emergency-card/${pet.id}/`);
    await expect(heading).toBeVisible();
    await expect(
      page.getByText('You are offline: this is the copy kept on this device.'),
    ).toBeVisible();
    await expect(page.getByText('392141000123456')).toBeVisible();

    // Signing out (online) drops every cache.
    await context.setOffline(false);
    await page.goto('/dashboard/');
    await page
      .getByRole('button', { name: `Account menu for ${keeper.name}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).not.toHaveURL(/\/dashboard\//);
    expect(
      await page.evaluate(async () =>
        (await caches.keys()).filter((n) => n.startsWith('petcare-')),
      ),
    ).toEqual([]);

    // Another keeper signs in and opens their own card; offline, the first card is not theirs to see.
    const other = await newKeeper(request, 'card-other');
    const otherPet = await createPet(request, other, { name: 'Tama', species: 'cat' });
    await signInBrowser(context, baseURL!, other);
    await page.goto(`/my-pets/emergency-card/${otherPet.id}/`);
    await expect(page.getByRole('heading', { name: 'Emergency card: Tama' })).toBeVisible();
    await expect.poll(() => cardKept(page)).toBe(true);
    await context.setOffline(true);
    await page.goto(`/my-pets/emergency-card/${pet.id}/`);
    await expect(
      page.getByText(
        'The card could not be loaded. Open it once while online to keep it on this device.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Hana')).toHaveCount(0);
    await context.setOffline(false);
  });
});
