import {
  blurryPhoto,
  darkPhoto,
  dataLayerEvents,
  expectNoSidewaysScroll,
  sharpPhoto,
  threadOf,
} from './support/aiMediaApi';
import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// Photo analysis: a photo sent with progress and cancelled, a blurry one refused by the server's
// check with its reasons and tips, a sharp one analysed through the guided questions to an
// urgency level, and "Continue to pet analysis" into the chat; in English on a computer and in
// Japanese on a phone in dark mode.
test.describe('photo analysis', { tag: '@auth-api' }, () => {
  test('a cancelled upload, a blurry photo refused and a sharp one analysed (en)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const keeper = await newKeeper(request, 'analysis');
    await createPet(request, keeper, { name: 'Biscuit', species: 'dog', birth_date: '2021-04-02' });
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/si/image-analysis/');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo analysis' })).toBeVisible();
    await expect(page.getByText('No photo analyses of Biscuit yet')).toBeVisible();
    // Reachable from the sidebar, with its sub-sidebar's links.
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Image analysis' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New photo analysis' }).first().click();
    await expect(page).toHaveURL(/\/si\/image-analysis\/new\/(\?|$)/);
    expect(await dataLayerEvents(page, 'btn_click_go_to_img_analyze')).toEqual([
      { event: 'btn_click_go_to_img_analyze', placement: 'heading' },
    ]);

    await expect(page.getByRole('heading', { level: 2, name: 'Add a photo' })).toBeVisible();
    // With a mouse: the drag-and-drop tip.
    await expect(
      page.getByRole('region', { name: 'Tip: drag and drop your photos' }),
    ).toBeVisible();
    await expectAccessible(page);
    const photoInput = page.locator('input[data-file-input]');

    // A slow connection: the bar moves, and Cancel stops the upload.
    await photoInput.setInputFiles({
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharpPhoto(1600, 1200),
    });
    await page.getByRole('radio', { name: 'Skin and coat' }).check();
    await page
      .getByRole('textbox', { name: /^What do you see\?/ })
      .fill('A red, itchy patch on his flank since Monday');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page.getByRole('button', { name: 'Send the photo' }).click();
    const uploads = page.getByRole('region', { name: 'Photo being sent' });
    const bar = uploads.getByRole('progressbar', { name: 'Upload of big.jpg' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await uploads.getByRole('button', { name: 'Cancel the upload of big.jpg' }).click();
    await expect(uploads.locator('[data-upload-state="cancelled"]')).toContainText(
      'Upload cancelled',
    );
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // A blurry photo: checked as soon as it is chosen and refused calmly (a status, no alert)
    // with the reason and tips; what was said stays.
    await page.getByRole('button', { name: 'Choose another photo' }).click();
    await photoInput.setInputFiles({
      name: 'blurry.jpg',
      mimeType: 'image/jpeg',
      buffer: await blurryPhoto(),
    });
    const refusal = page.getByRole('status').filter({ hasText: 'Please take a better photo' });
    await expect(refusal).toContainText(
      'The photo is blurry. Hold the phone steady, tap to focus and take it again.',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Add a new photo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'For a photo we can use' })).toContainText(
      'Hold the phone steady',
    );
    await expectAccessible(page);

    // A sharp one: accepted, then the questions of the body area.
    await photoInput.setInputFiles({
      name: 'close-up.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharpPhoto(),
    });
    await expect(page.getByRole('radio', { name: 'Skin and coat' })).toBeChecked();
    await page.getByRole('button', { name: 'Send the photo' }).click();
    const questions = page.getByRole('form', { name: 'Questions about the photo' });
    await expect(questions).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('The photo is clear enough to use.')).toBeVisible();
    await expectAccessible(page);
    const groups = questions.getByRole('group');
    for (const group of await groups.all()) await group.getByRole('radio').first().check();
    await questions.getByRole('button', { name: 'See the result' }).click();

    await expect(page).toHaveURL(/\/si\/image-analysis\/\?analysis=\d+/);
    const result = page.getByTestId('triage-card');
    await expect(result).toBeVisible();
    await expect(result.getByText('Urgency level')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What was looked at' })).toContainText(
      'resolution (1200 × 900 pixels), sharpness and exposure',
    );
    await expect(page.getByText(/does not interpret what the photo shows/)).toBeVisible();
    // The list beside it holds it, with its level in words.
    const list = page.getByRole('navigation', { name: 'Photo analyses of Biscuit' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link').first()).toContainText('Skin and coat');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue to pet analysis' }).click();
    await expect(page).toHaveURL(/\/pets-threads\/\d+\/(\?|$)/);
    const threadId = /\/pets-threads\/(\d+)\//.exec(page.url())?.[1] ?? '';
    const thread = await threadOf(request, keeper, threadId);
    expect(thread.thread.origin).toBe('image_analysis');
    expect(thread.thread.title).toContain('Skin and coat');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('写真分析: a dark photo refused and a sharp one analysed (jp, dark mode)', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const keeper = await newKeeper(request, 'analysis-jp');
      await createPet(request, keeper, { name: 'ミソ', species: 'cat' });
      await signInBrowser(context, baseURL!, keeper);
      await context.addInitScript(() => window.localStorage.setItem('nuxt-color-mode', 'dark'));

      await page.goto('/jp/si/image-analysis/new/');
      await expect(page.getByRole('heading', { level: 1, name: '新しい写真分析' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      // The phone's camera, and no drag-and-drop tip on a touch screen.
      await expect(page.getByRole('button', { name: '写真を撮る' })).toBeVisible();
      await expect(page.locator('input[data-camera-input]')).toHaveAttribute(
        'capture',
        'environment',
      );
      await expect(page.locator('[data-banner="photo-drop"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      const camera = page.locator('input[data-camera-input]');
      await camera.setInputFiles({
        name: 'dark.jpg',
        mimeType: 'image/jpeg',
        buffer: await darkPhoto(),
      });
      // Checked as soon as it is chosen: refused calmly on the photo step.
      await expect(
        page.getByRole('status').filter({ hasText: 'もう一度撮影してください' }),
      ).toContainText('写真が暗すぎます。明かりをつけるか窓の近くで撮り直してください。');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await camera.setInputFiles({
        name: 'eye.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharpPhoto(),
      });
      await page.getByRole('radio', { name: '目' }).check();
      await page.getByRole('button', { name: '写真を送信する' }).click();
      const questions = page.getByRole('form', { name: '写真についての質問' });
      await expect(questions).toBeVisible({ timeout: 30_000 });
      for (const group of await questions.getByRole('group').all()) {
        await group.getByRole('radio').first().check();
      }
      await questions.getByRole('button', { name: '結果を見る' }).click();
      await expect(page).toHaveURL(/\/jp\/si\/image-analysis\/\?analysis=\d+/);
      await expect(
        page.getByTestId('triage-card').getByText('緊急度', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: '確認した内容' })).toContainText('ピント');
      // On a phone the result stands alone, with the way back to the list.
      await expect(page.getByRole('link', { name: /写真分析の一覧/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });
  });
});
