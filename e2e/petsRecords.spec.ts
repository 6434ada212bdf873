import { createPet, newKeeper, pdfDocument, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

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
    const [viewer] = await Promise.all([context.waitForEvent('page'), attachment.click()]);
    const pdf = await viewer.waitForEvent('response', (r) => r.url().includes('/api/files/'));
    expect(pdf.status()).toBe(200);
    // allHeaders(): the PDF viewer takes over the navigation, and the provisional headers that
    // headers() reports can be empty then.
    const pdfHeaders = await pdf.allHeaders();
    expect(pdfHeaders['content-type']).toBe('application/pdf');
    expect(pdfHeaders['cache-control']).toMatch(/private/);
    await viewer.close();

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
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Blood panel\.pdf/ }).click(),
    ]);
    const opened = await tab.waitForEvent('response', (r) => r.url().includes('/api/files/'));
    expect((await opened.allHeaders())['content-type']).toBe('application/pdf');
    await tab.close();
  });
});
