import { createPet, newKeeper, pdfDocument, signInBrowser } from './support/petsApi';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { wholeBrowser } from './support/chromiumExecutable';
import { expect, expectAccessible, test } from './support/test';

/**
 * The link opens the file in a new tab, through its signed URL, as the private PDF it is. The
 * headers are read with a request of the page's own (its cookies): the browser's PDF viewer
 * takes over the tab's navigation, and Playwright may see no headers of that response.
 */
async function expectPdfOpens(page: Page, context: BrowserContext, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/api\/files\/.+signature=/);
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => tab.url()).toContain('/api/files/');
  await tab.close();
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['cache-control']).toMatch(/private/);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

// The whole browser: the headless shell the other journeys run in has no PDF viewer (it would
// save the file instead).
test.use(wholeBrowser());

// A vet visit with a PDF attached, and a lab result, each opened in the browser's own PDF
// viewer through its signed URL.
test.describe('visits and documents', { tag: '@auth-api' }, () => {
  test('a visit and a document added and viewed', async ({ page, context, request, baseURL }) => {
    test.setTimeout(150_000);
    const keeper = await newKeeper(request, 'records');
    await createPet(request, keeper, { name: 'Kuma', species: 'dog' });
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/pet-profile/visits/');
    await expect(page.getByRole('heading', { level: 1, name: 'Vet visits' })).toBeVisible();
    await expect(page.getByText('No visits recorded yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'New vet visit for Kuma' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ear infection');
    await dialog.getByRole('textbox', { name: /^Clinic/ }).fill('Harbourside Veterinary Clinic');
    await dialog.getByRole('textbox', { name: /^Diagnosis/ }).fill('Otitis externa, left ear');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await dialog.getByRole('textbox', { name: /^Cost/ }).fill('48.50');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add visit' }).click();
    const visit = page.getByRole('article', { name: 'Ear infection' });
    await expect(visit).toContainText('£48.50');
    await expect(visit).toContainText('Otitis externa, left ear');

    await visit.locator('input[type="file"]').setInputFiles({
      name: 'discharge-notes.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfDocument('Discharge notes: ear drops twice a day for 7 days.'),
    });
    const attachment = visit.getByRole('link', { name: /discharge-notes\.pdf/ });
    await expect(attachment).toBeVisible();
    await expectAccessible(page);
    await expectPdfOpens(page, context, attachment);

    await page.goto('/results-and-referrals/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results and referrals' }),
    ).toBeVisible();
    await page.locator('input[data-file-input="document"]').setInputFiles({
      name: 'Blood panel.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfDocument('CBC and chemistry: all within reference ranges.'),
    });
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Blood panel');
    await page.getByLabel(/Date on the document/).fill('2026-10-02');
    await page.getByRole('button', { name: 'Upload document' }).click();
    const listed = page.getByRole('heading', { level: 2, name: 'Blood panel' });
    await expect(listed).toBeVisible();
    await expect(page.getByText(/Lab result · October 2, 2026/)).toBeVisible();
    await expectAccessible(page);
    await expectPdfOpens(page, context, page.getByRole('link', { name: /Blood panel\.pdf/ }));
  });
});
