import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { pdfText } from '../server/src/health-report/pdfText';
import { buyReports, cartOf, dataLayerEvents, subscribePet } from './support/aiMediaApi';
import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

/** What a downloaded report says (its text read back through the embedded font's map). */
async function textOf(download: Download): Promise<string> {
  const path = await download.path();
  return pdfText(await readFile(path));
}

async function downloadFrom(page: Page, name: RegExp | string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).first().click(),
  ]);
  return download;
}

// The AI health report: a Premium pet's report made in English and downloaded as a PDF whose text
// is checked; a free pet spends the report bought for it (after a confirmation) in Japanese, and
// is then offered Premium or another report, which goes into the cart.
test.describe('AI health report', { tag: '@auth-api' }, () => {
  test('a Premium pet’s report, made and downloaded (en)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const keeper = await newKeeper(request, 'report');
    const pet = await createPet(request, keeper, {
      name: 'Rex',
      species: 'dog',
      birth_date: '2020-03-14',
      weight_kg: 12.5,
    });
    await subscribePet(request, keeper, pet.id);
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/dashboard/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // From the sidebar: the image analysis item's sub-sidebar links the report.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Image analysis' })
      .click();
    await page
      .getByRole('navigation', { name: 'Image analysis' })
      .getByRole('link', { name: 'AI health report' })
      .click();
    await expect(page).toHaveURL(/\/my-pets\/ai-health-report\/(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI health report' })).toBeVisible();
    await expect(page.getByText("Included in Rex's Premium plan.")).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create my report' }).click();
    await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible({ timeout: 30_000 });
    const ready = page.getByRole('region', { name: "Rex's health report is ready" });
    await expect(ready).toBeVisible();
    await expect(page.locator('[data-report]')).toHaveCount(1);
    await expectAccessible(page);
    expect(await dataLayerEvents(page, 'btn_click_create_my_report')).toEqual([
      { event: 'btn_click_create_my_report', language: 'en', plan: 'premium' },
    ]);

    const download = await downloadFrom(page, /^Download PDF: report of /);
    expect(download.suggestedFilename()).toMatch(/^health-report-Rex-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await textOf(download);
    expect(text).toContain('Health report: Rex');
    expect(text).toMatch(/Date of birth: Mar 14, 2020 \(\d+ years\)/);
    expect(text).toContain('12.5 kg');
    expect(text).toMatch(/It is not a diagnosis\./);
    const reportId = await page.locator('[data-report]').first().getAttribute('data-report');
    expect(await dataLayerEvents(page, 'btn_click_download')).toEqual([
      { event: 'btn_click_download', report_id: reportId },
    ]);

    // The banner's link is the same file.
    const again = await downloadFrom(page, 'Download report');
    expect(await textOf(again)).toContain('Health report: Rex');
    expect(await dataLayerEvents(page, 'btn_click_download')).toHaveLength(2);
  });

  test('健康レポート: a free pet spends its bought report, then is offered another (jp)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const keeper = await newKeeper(request, 'report-jp');
    const pet = await createPet(request, keeper, { name: 'ミソ', species: 'cat' });
    await buyReports(request, keeper, pet.id, 1);
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/jp/my-pets/ai-health-report/');
    await expect(page.getByRole('heading', { level: 1, name: 'AI健康レポート' })).toBeVisible();
    await expect(page.getByText('ミソ用に購入したレポートが1件あります。')).toBeVisible();
    await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'レポートを作成する' }).click();
    const confirm = page.getByRole('region', { name: '続ける前にご確認ください' });
    await expect(confirm).toContainText('ミソ用に購入したレポート（残り1件）を1件使います。');
    await expect(confirm.getByRole('button', { name: '続ける' })).toBeFocused();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: '続ける' }).click();
    await expect(page.getByRole('region', { name: 'ありがとうございました！' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await dataLayerEvents(page, 'btn_click_create_my_report')).toEqual([
      { event: 'btn_click_create_my_report', language: 'jp', plan: 'bought' },
    ]);

    const download = await downloadFrom(page, /^PDFをダウンロードする：/);
    const text = await textOf(download);
    expect(text).toContain('健康レポート：ミソ');
    expect(text).toContain('診断ではありません');
    expect(await dataLayerEvents(page, 'btn_click_download')).toHaveLength(1);

    // The bought report is spent: Premium, or another one into the cart.
    const offer = page.getByRole('region', { name: '健康レポートはプレミアムプランの特典です' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'プレミアムプランを見る' })).toHaveAttribute(
      'href',
      /^\/jp\/my-pets\/subscription\//,
    );
    await expectAccessible(page);
    await offer.getByRole('button', { name: /^レポートを1件購入する/ }).click();
    // The cart page (the commerce screens) takes over from here; the line is in the cart.
    await expect
      .poll(async () => (await cartOf(request, keeper)).lines)
      .toEqual([expect.objectContaining({ kind: 'health_report', pet_id: pet.id })]);
  });
});
