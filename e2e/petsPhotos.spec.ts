import {
  corruptJpeg,
  createAlbum,
  createPet,
  jpegPhoto,
  newKeeper,
  signInBrowser,
} from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// An album: photos uploaded one request each with a progress bar, a cancelled one, a damaged
// one refused by the server, and the keyboard lightbox.
test.describe('photo gallery', { tag: '@auth-api' }, () => {
  test('photo upload with progress, cancel, and a corrupt file refused', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const keeper = await newKeeper(request, 'photos');
    const pet = await createPet(request, keeper, { name: 'Sora', species: 'cat' });
    const album = await createAlbum(request, keeper, pet.id, 'First week home');
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/photo-gallery/');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible();
    await page.getByRole('link', { name: /First week home/ }).click();
    await expect(page).toHaveURL(new RegExp(`/photo-gallery/${album.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'First week home' })).toBeVisible();
    // The drag-and-drop tip shows with a mouse; "Got it" closes it.
    const tip = page.getByRole('region', { name: 'Tip: drag and drop your photos' });
    await expect(tip).toBeVisible();
    await expectAccessible(page);

    const input = page.locator('input[data-file-input]');
    await input.setInputFiles([
      { name: 'sora-sleeping.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(900, 600, 3) },
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: await corruptJpeg() },
    ]);
    const uploads = page.getByRole('region', { name: 'Photos being uploaded' });
    await expect(uploads.locator('[data-upload-state="done"]')).toHaveCount(1);
    await expect(uploads.locator('[data-upload-state="failed"]')).toContainText(
      'The image could not be read. It may be damaged or incomplete.',
    );
    const grid = page.getByRole('list', { name: 'Photos' });
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);

    // A slow connection: the bar moves, and Cancel stops the upload.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await input.setInputFiles([
      { name: 'big.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(2400, 1800, 5) },
    ]);
    const bar = uploads.getByRole('progressbar', { name: 'Upload of big.jpg' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
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
    await page.reload();
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);

    // The lightbox: opened from the keyboard, closed with Escape, focus back on the thumbnail.
    const thumbnail = page.getByRole('button', { name: /^Open Photo 1 of First week home/ });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Photo 1 of First week home' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('1 of 1')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});
