import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { navigateInApp } from './clientNavigation';

/** A fresh address per run, so journeys never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${label}-${suffix}@example.com`;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest mail the demo outbox holds for `to` (waits for it to arrive). */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox');
        const mails = res.ok() ? ((await res.json()) as { data: Mail[] }).data : [];
        found = mails
          .filter((m) => m.to.includes(to))
          .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
        return Boolean(found);
      },
      { message: `a mail to ${to} in the demo outbox` },
    )
    .toBe(true);
  return found!;
}

/** The six-digit code of the newest text message to a number ending in `lastDigits`. */
export async function latestSmsCode(
  request: APIRequestContext,
  lastDigits: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/sms-outbox');
        const messages = res.ok()
          ? ((await res.json()) as { data: { to: string; text: string; created_at: string }[] })
              .data
          : [];
        const latest = messages
          .filter((m) => m.to.replace(/\D/g, '').endsWith(lastDigits))
          .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
        code = latest?.text.match(/\b(\d{6})\b/)?.[1];
        return Boolean(code);
      },
      { message: `a code sent to …${lastDigits}` },
    )
    .toBe(true);
  return code!;
}

/**
 * Registers through the form: the new keeper lands on the add-pet step; the journey then stands
 * on the account's personal information.
 */
export async function registerThroughForm(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/auth/register/');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByLabel(/terms and conditions/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new keeper has no pet: sign-up lands on the add-pet step.
  await expect(page).toHaveURL(/\/my-pets\/create\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
  // The journeys that use this go on from the account's personal information (a client
  // navigation, as a link does it: the welcome toast stays).
  await navigateInApp(page, '/settings/personal-info/');
  await expect(page).toHaveURL(/\/settings\/personal-info\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible();
}

/** Signs in through the form. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the account menu and signs out. */
export async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
}
