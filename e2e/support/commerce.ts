// Helpers of the commerce journeys: keepers with free pets made through the real API, the
// sandbox card form and the chat's daily allowance. The analytics events are read back with
// dataLayerEvents, the phone width with expectNoSidewaysScroll (both in aiMediaApi.ts).
import type { APIRequestContext, Locator } from '@playwright/test';
import { createPet, newKeeper, type Keeper } from './petsApi';
import { expect } from './test';

export interface CommerceKeeper extends Keeper {
  pets: { id: string; name: string }[];
}

/** A new keeper whose pets are all on the free plan; `jp` pays in yen (no billing data). */
export async function keeperWithPets(
  request: APIRequestContext,
  label: string,
  { language = 'en', pets }: { language?: 'en' | 'jp'; pets: { name: string; species: string }[] },
): Promise<CommerceKeeper> {
  const keeper = await newKeeper(request, label);
  if (language !== 'en') {
    const res = await request.post('/api/account/preferences', {
      headers: { Authorization: `Bearer ${keeper.token}` },
      data: { language, weight_unit: 'kg' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const created = [];
  for (const pet of pets) created.push(await createPet(request, keeper, pet));
  return { ...keeper, pets: created };
}

export interface ChatUsage {
  limit: number | null;
  remaining: number | null;
  unlimited: boolean;
}

export async function chatUsage(
  request: APIRequestContext,
  keeper: Keeper,
  petId: string,
): Promise<ChatUsage> {
  const res = await request.get(`/api/keeper/chat/usage?pet_id=${petId}`, {
    headers: { Authorization: `Bearer ${keeper.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ChatUsage }).data;
}

/** Fills the sandbox card form (labels in the page's language) and presses Pay. */
export async function payWithCard(
  form: Locator,
  number: string,
  labels: { number: string; expiry: RegExp; cvc: RegExp; pay: RegExp },
): Promise<void> {
  await form.getByRole('textbox', { name: labels.number }).fill(number);
  await form.getByRole('textbox', { name: labels.expiry }).fill('12/40');
  await form.getByRole('textbox', { name: labels.cvc }).fill('123');
  await form.getByRole('button', { name: labels.pay }).click();
}

export const EN_CARD = {
  number: 'Card number',
  expiry: /^Expiry date/,
  cvc: /^Security code/,
  pay: /^Pay /,
};
export const JP_CARD = {
  number: 'カード番号',
  expiry: /^有効期限/,
  cvc: /^セキュリティコード/,
  pay: /を支払う$/,
};
