import { expect, expectAccessible, test } from './support/test';

// A failed request, forced for real: a forged provider callback, which any API must refuse.

test('a failed request shows a danger toast with the server message and error id, for 30 s', async ({
  page,
}) => {
  await page.clock.install();
  const refused = page.waitForResponse(
    (res) => res.url().includes('/api/auth/google/callback') && res.request().method() === 'POST',
  );
  await page.goto('/auth/google/callback/?code=forged&state=forged');
  const response = await refused;
  expect(response.status()).toBeGreaterThanOrEqual(400);
  const body = (await response.json()) as { message: string; error_id: string };

  const toast = page.getByRole('alert').filter({ hasText: 'error occurred' });
  await expect(toast).toBeVisible();
  const shownAt = await page.evaluate(() => Date.now());
  await expect(toast).toContainText(body.message);
  await expect(toast).toContainText(`Error ID: ${body.error_id}`);
  const box = await toast.boundingBox();
  expect(box?.width).toBe(460);
  // Bottom-end: against the bottom right corner of the viewport.
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box!.x + box!.width)).toBeLessThan(40);
  expect(viewport.height - (box!.y + box!.height)).toBeLessThan(40);
  await expect(page.getByText('We could not sign you in with Google.')).toBeVisible();
  // axe runs on the page's timers: before the clock is paused.
  await expectAccessible(page);

  // Not dismissed by a click (hovering pauses its timer: the pointer leaves before time runs on).
  await toast.click();
  await page.mouse.move(0, 0);
  await expect(toast).toBeVisible();
  // From here the page's time moves only on purpose. Pausing aims a little ahead (its time flows
  // between reading it and pausing; a target in the past is refused).
  const pausedAt = (await page.evaluate(() => Date.now())) + 500;
  await page.clock.pauseAt(pausedAt);
  const shownFor = pausedAt - shownAt;
  // The checks above must leave the toast some of its 30 s, or what follows proves nothing.
  expect(shownFor).toBeLessThan(25_000);
  // Still there long after the 5 s of other toasts, just before its 30 s; gone once they are over.
  await page.clock.runFor(28_000 - shownFor);
  await expect(toast).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(toast).toBeHidden();
  // The page's time flows again for the final accessibility pass (axe waits on its timers).
  await page.clock.resume();
});

test('an error toast closes with its close button', async ({ page }) => {
  await page.goto('/auth/apple/callback/?code=forged&state=forged');
  const toast = page.getByRole('alert').filter({ hasText: 'error occurred' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
});

test('the toast is in Japanese in the Japanese app', async ({ page }) => {
  await page.goto('/jp/auth/facebook/callback/?code=forged&state=forged');
  await expect(page.getByRole('alert').filter({ hasText: 'エラーが発生しました' })).toBeVisible();
  await expect(page.getByText('Facebookでログインできませんでした。')).toBeVisible();
});
