import { dataLayerEvents, recordDataLayer } from './support/aiMediaApi';
import { signInThroughForm, uniqueEmail } from './support/authApi';
import { newKeeper } from './support/petsApi';
import { expect, test } from './support/test';

// The analytics events of the public site and the sign-in screens, read back from the page's
// window.dataLayer with their payloads (src/features/analytics/README.md, "Events"). Purchase and
// plan choice are read back by the subscription and cart journeys.
test.describe('analytics events', { tag: '@auth-api' }, () => {
  test('an article with a video: watch here, then the sign-up banner', async ({ page, visit }) => {
    const pushed = await recordDataLayer(page);
    await visit('/news/cat-dental-health-and-tooth-brushing/');
    await page.getByRole('button', { name: 'Watch here' }).click();
    const video = page.locator('article iframe').first();
    await expect(video).toBeFocused();
    await expect(video).toBeInViewport();
    expect(await dataLayerEvents(page, 'btn_click_watch_here')).toEqual([
      {
        event: 'btn_click_watch_here',
        article_slug: 'cat-dental-health-and-tooth-brushing',
        video_host: 'www.youtube-nocookie.com',
        video_title: 'A veterinarian shows how to brush a cat’s teeth',
        language: 'en',
      },
    ]);

    const banner = page.getByRole('region', { name: 'Get answers about your own pet' });
    await banner.getByRole('link', { name: /Create a free account/ }).click();
    await expect(page).toHaveURL(/\/auth\/register\//);
    // The article's page is gone (a full page load): what it pushed before it went.
    const pushedOf = (event: string) => pushed.filter((entry) => entry.event === event);
    expect(pushedOf('click_banner_articles')).toEqual([
      {
        event: 'click_banner_articles',
        banner_id: 'sign-up',
        article_slug: 'cat-dental-health-and-tooth-brushing',
        language: 'en',
      },
    ]);
    expect(pushedOf('btn_click_sign_up')).toEqual([
      { event: 'btn_click_sign_up', placement: 'article' },
    ]);
  });

  test('a Japanese article offers its video too', async ({ page, visit }) => {
    await visit('/jp/news/neko-no-ha-no-kenko-to-hamigaki/');
    await expect(page.getByText('この記事には動画があります。')).toBeVisible();
    await page.getByRole('button', { name: 'ここで見る' }).click();
    expect(await dataLayerEvents(page, 'btn_click_watch_here')).toMatchObject([
      { article_slug: 'neko-no-ha-no-kenko-to-hamigaki', language: 'jp' },
    ]);
  });

  test('sign-up button, sign_up and login with their method', async ({ page, request }) => {
    await page.goto('/auth/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/auth\/register\//);
    expect(await dataLayerEvents(page, 'btn_click_sign_up')).toEqual([
      { event: 'btn_click_sign_up', placement: 'auth_choice' },
    ]);

    const password = 'a long walk in the rain';
    await page.getByLabel('Your name').fill('Ren Ito');
    await page.getByLabel('Email address').fill(uniqueEmail('events'));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByLabel(/terms and conditions/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my-pets\/create\//);
    expect(await dataLayerEvents(page, 'sign_up')).toEqual([{ event: 'sign_up', method: 'email' }]);

    const keeper = await newKeeper(request, 'events-login');
    await page.context().clearCookies();
    await page.goto('/auth/login/');
    await signInThroughForm(page, keeper.email, keeper.password);
    await expect(page).toHaveURL(/\/my-pets\/create\//);
    expect(await dataLayerEvents(page, 'login')).toEqual([{ event: 'login', method: 'email' }]);
    expect((await dataLayerEvents(page, 'logged_in')).at(-1)).toMatchObject({
      method: 'email',
      user_type: 'free',
    });
  });
});
