// What the photo analysis and health report journeys set up through the real API (nothing is
// faked): Premium or bought reports paid in the sandbox checkout, and photos drawn with sharp.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Keeper } from './petsApi';
import { expect } from './test';

const auth = (keeper: Keeper) => ({ Authorization: `Bearer ${keeper.token}` });
const SUCCESS_CARD = {
  card_number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
};

async function pay(request: APIRequestContext, keeper: Keeper, line: Record<string, unknown>) {
  const added = await request.post('/api/keeper/cart/lines', { headers: auth(keeper), data: line });
  expect(added.status(), await added.text()).toBe(200);
  const paid = await request.post('/api/keeper/checkout', {
    headers: { ...auth(keeper), 'Idempotency-Key': `journey-${Date.now()}-${Math.random()}` },
    data: { payment: SUCCESS_CARD },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The pet goes Premium (monthly), paid with the sandbox's success card. */
export function subscribePet(request: APIRequestContext, keeper: Keeper, petId: string) {
  return pay(request, keeper, { kind: 'plan', pet_id: petId, plan: 'premium_monthly' });
}

/** Health reports bought for a pet without Premium. */
export function buyReports(
  request: APIRequestContext,
  keeper: Keeper,
  petId: string,
  quantity = 1,
) {
  return pay(request, keeper, { kind: 'health_report', pet_id: petId, quantity });
}

export async function cartOf(request: APIRequestContext, keeper: Keeper) {
  const res = await request.get('/api/keeper/cart', { headers: auth(keeper) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { lines: { kind: string; pet_id: string }[] } }).data;
}

export async function threadOf(request: APIRequestContext, keeper: Keeper, id: string) {
  const res = await request.get(`/api/keeper/threads/${id}`, { headers: auth(keeper) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { thread: { origin: string; title: string } } }).data;
}

async function texture(width: number, height: number, brightness: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 23;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = Math.round((60 + (seed % 140)) * brightness);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Fine detail, well exposed: the server's check accepts it. */
export const sharpPhoto = (width = 1200, height = 900) => texture(width, height, 1);
/** The same blurred: refused as blurry. */
export const blurryPhoto = async () =>
  sharp(await texture(1200, 900, 1))
    .blur(12)
    .jpeg({ quality: 85 })
    .toBuffer();
/** Too dark (exposure is judged before blur). */
export const darkPhoto = () => texture(1200, 900, 0.15);

/** The events the page pushed to the tag manager's dataLayer. */
export function dataLayerEvents(page: Page, event: string) {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
}

/**
 * Every entry any page of this journey pushes to the dataLayer, kept across full page loads (a
 * link on a page without a runtime leaves the document, and its dataLayer, at once).
 */
export async function recordDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  await page.exposeBinding('__recordDataLayerPush', (_source, entry: Record<string, unknown>) => {
    entries.push(entry);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as Record<string, (entry: unknown) => void>)
      .__recordDataLayerPush;
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) record?.(JSON.parse(JSON.stringify(item)));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return entries;
}

/**
 * The page does not scroll sideways (phones: 390 px). After a viewport change the shell swaps
 * its sidebar for the bottom bar on the next render, so the figures are polled until it settles.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          main: main ? main.scrollWidth - main.clientWidth : 0,
        };
      }),
    )
    .toEqual({ page: 0, main: 0 });
}
