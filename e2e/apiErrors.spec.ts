import { expect, test } from '@playwright/test';

// The API shares the site's port under /api; bad requests get the spec's error shape.
const cases = [
  { url: '/api/news?locale=xx', status: 422, field: 'locale' },
  { url: '/api/news?locale=en&per_page=abc', status: 422, field: 'per_page' },
  { url: '/api/news/no-such-article?locale=en', status: 404 },
  { url: '/api/no-such-endpoint', status: 404 },
];

for (const c of cases) {
  test(`GET ${c.url} → ${c.status} with message, errors and error_id`, async ({ request }) => {
    const res = await request.get(c.url);
    expect(res.status()).toBe(c.status);
    const body = (await res.json()) as {
      message: string;
      errors: Record<string, string[]>;
      error_id: string;
    };
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.error_id).toBe(res.headers()['x-request-id']);
    if (c.field) expect(body.errors[c.field]?.[0]).toEqual(expect.any(String));
  });
}
