import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

// Runs in the `publishing` project, after every other journey: a rebuild replaces the bundle
// that pages of other journeys would still be using.

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function waitForRebuild(request: APIRequestContext, path: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const res = await request.get(path);
    if (res.status() === 200 && res.headers()['x-site-build'] === 'ready') return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${path} was not published within 4 minutes`);
}

test('an admin publishes an article and the live site shows it after the rebuild', async ({
  page,
  request,
  visit,
}) => {
  test.setTimeout(300_000);
  const slug = `published-from-the-admin-api-${Date.now()}`;
  const post = {
    locale: 'en',
    slug,
    title: 'Winter paw care: salt, ice and dry pads',
    excerpt: 'Rinse paws after winter walks and keep the pads supple.',
    body_html: '<p>Road salt and ice can crack paw pads. Rinse and dry paws after every walk.</p>',
    category: 'Seasonal care',
  };

  // A pet keeper and an anonymous visitor are refused, and nothing is created.
  const keeper = await tokenFor(request, 'demo@petcare.local', 'petcare-demo-2026');
  const refused = await request.post('/api/admin/news', {
    data: post,
    headers: { authorization: `Bearer ${keeper}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('This action is unauthorized.');
  expect((await request.post('/api/admin/news', { data: post })).status()).toBe(401);

  const admin = await tokenFor(request, 'admin@petcare.local', 'petcare-admin-2026');
  const auth = { authorization: `Bearer ${admin}` };
  const created = await request.post('/api/admin/news', { data: post, headers: auth });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  // A draft is not public.
  expect((await request.get(`/api/news/${slug}?locale=en`)).status()).toBe(404);

  const published = await request.post(`/api/admin/news/${id}/publish`, { headers: auth });
  expect(published.status()).toBe(200);
  await waitForRebuild(request, `/news/${slug}/`);

  const response = await visit(`/news/${slug}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await visit('/news/');
  await expect(page.getByRole('link', { name: post.title }).first()).toBeVisible();
});
