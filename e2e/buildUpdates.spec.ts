import type { Page, Route } from '@playwright/test';
import { HYDRATED_PUBLIC_PAGE, markDocument, navigateInApp } from './support/clientNavigation';
import { expect, test } from './support/test';

// spec.md section 4, "Builds": with a new build deployed, a chunk-load error reloads the app at
// the path the visitor was going to, and a 10 s guard stops reload loops.

/** Every poll of builds/latest.json answers a newer build than the last. */
async function newBuildOnEveryPoll(page: Page): Promise<string[]> {
  const polled: string[] = [];
  await page.route('**/builds/latest.json*', (route: Route) => {
    polled.push(new URL(route.request().url()).search);
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ build_id: `build-${polled.length}` }),
    });
  });
  return polled;
}

/** The error page template's script chunk is gone (as after a deploy). */
async function errorTemplateChunkGone(page: Page): Promise<void> {
  await page.route(/component---src-templates-error-template-tsx-[^/]*\.js$/, (route) =>
    route.abort('failed'),
  );
}

test('a chunk-load error after a new build reloads at the target path', async ({ page }) => {
  const polled = await newBuildOnEveryPoll(page);
  await page.goto(HYDRATED_PUBLIC_PAGE.en);
  await markDocument(page);
  await expect.poll(() => polled.length).toBeGreaterThan(0);
  expect(polled[0]).toMatch(/^\?t=\d+$/);
  await errorTemplateChunkGone(page);

  // Full page loads only (history changes inside a document are not counted).
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  });
  await navigateInApp(page, '/error/500/?from=nav#main-content');

  // A full page load (not a client navigation) at the whole target, query and hash included.
  await expect(page).toHaveURL(/\/error\/500\/\?from=nav#main-content$/);
  await expect.poll(() => documents).toEqual([expect.stringMatching(/\/error\/500\/\?from=nav$/)]);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.__documentMarker)).toBeUndefined();
  const guard = await page.evaluate(() => sessionStorage.getItem('petcare:build-reload'));
  expect(JSON.parse(guard!)).toMatchObject({ path: '/error/500/?from=nav#main-content' });

  // The reloaded page cannot load the chunk either and sees yet another build: the guard holds,
  // so there is no second reload within 10 s.
  const loadsBefore = documents.length;
  await page.waitForTimeout(2000);
  expect(documents.length).toBe(loadsBefore);
  // The server-rendered page is still there for the visitor.
  await expect(page.getByText('Something Went Wrong')).toBeVisible();
});

test('without a new build a chunk-load error does not trigger our reload', async ({ page }) => {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"build_id":"same"}' }),
  );
  await page.goto(HYDRATED_PUBLIC_PAGE.en);
  await markDocument(page);
  await errorTemplateChunkGone(page);
  await navigateInApp(page, '/error/500/?from=nav#main-content');
  // Gatsby's own fallback loads the bare path; the guard record of our reload is never written.
  await expect(page).toHaveURL(/\/error\/500\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('petcare:build-reload'))).toBeNull();
});
