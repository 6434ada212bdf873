// The symptom checker through the real API, for the chat journeys: the keeper's city (which the
// emergency care is looked up by) and messages sent the way the site sends them.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Keeper } from './petsApi';
import { expect } from './test';

const auth = (keeper: Keeper) => ({ Authorization: `Bearer ${keeper.token}` });

/** Billing details in a city whose care pages the demo content has (London, Manchester…). */
export async function setCity(
  request: APIRequestContext,
  keeper: Keeper,
  city: string,
): Promise<void> {
  const res = await request.post('/api/account/billing-data', {
    headers: auth(keeper),
    data: {
      full_name: keeper.name,
      address_line1: '1 Harbour Street',
      city,
      postal_code: 'SE1 9RT',
      country: 'GB',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export interface ChatReply {
  status: number;
  /** The stream's events (200), or the error answer (4xx). */
  events: { type: string; [key: string]: unknown }[];
  body: { message?: string; errors?: Record<string, string[]> } | null;
}

/** A first message about the pet (a new thread), read to the end of its stream. */
export async function sendChat(
  request: APIRequestContext,
  keeper: Keeper,
  petId: string,
  text: string,
  language: 'en' | 'jp' = 'en',
): Promise<ChatReply> {
  const res = await request.post(`/api/keeper/pets/${petId}/chat`, {
    headers: { ...auth(keeper), Accept: 'text/event-stream', 'App-Language': language },
    data: { text },
  });
  const raw = await res.text();
  if (res.status() !== 200) {
    return { status: res.status(), events: [], body: JSON.parse(raw) as ChatReply['body'] };
  }
  const events = raw
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as ChatReply['events'][number]);
  return { status: 200, events, body: null };
}

/** The events pushed to the tag manager's dataLayer so far, of the given names. */
export async function dataLayerEvents(
  page: Page,
  names: readonly string[],
): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (wanted) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => wanted.includes(String(entry.event)),
      ),
    [...names],
  );
}

/**
 * Watches the newest answer in the conversation as it changes: its text length and whether its
 * triage card is there, each time the page changes. Read back with `answerSnapshots`.
 */
export async function watchAnswers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const snapshots: { length: number; card: boolean }[] = [];
    (window as unknown as { __answerSnapshots: typeof snapshots }).__answerSnapshots = snapshots;
    new MutationObserver(() => {
      const answers = document.querySelectorAll('[data-testid="chat-answer"]');
      const last = answers[answers.length - 1];
      if (!last) return;
      snapshots.push({
        length: (last.querySelector('[data-testid="answer-text"]')?.textContent ?? '').length,
        card: last.querySelector('[data-testid="triage-card"]') !== null,
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export async function answerSnapshots(page: Page): Promise<{ length: number; card: boolean }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __answerSnapshots: { length: number; card: boolean }[] })
        .__answerSnapshots,
  );
}
