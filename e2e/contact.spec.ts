import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';

// The stored message and the queued support mail are checked by the API's own tests
// (server/src/contact/contact.test.ts); here: what a visitor sees.

const TEXTS = {
  en: {
    prefix: '',
    title: 'Contact us',
    name: 'Your name',
    email: 'E-mail address',
    topic: 'Topic',
    message: 'Your message',
    consent: /I agree that PetCare stores this message/,
    submit: 'Send message',
    nameRequired: 'Please enter your name.',
    consentRequired: 'Please agree so that we can store and answer your message.',
    serverEmail: 'The email field must be an address we can reply to.',
    success: 'Thank you, your message has been sent',
    visitor: {
      name: 'Tom Baker',
      message: 'Do you list vets in Bristol? We are moving there soon.',
    },
  },
  jp: {
    prefix: '/jp',
    title: 'お問い合わせ',
    name: 'お名前',
    email: 'メールアドレス',
    topic: 'お問い合わせの種類',
    message: 'メッセージ',
    consent: /このメッセージを保存することに同意します/,
    submit: '送信する',
    nameRequired: 'お名前を入力してください。',
    consentRequired: 'メッセージの保存と返信のため、同意にチェックを入れてください。',
    serverEmail: '返信を受け取れるメールアドレスを入力してください。',
    success: 'メッセージを送信しました。ありがとうございます',
    visitor: {
      name: '佐藤 花',
      message: '大阪の動物病院も掲載していただけますか？よろしくお願いします。',
    },
  },
} as const;

function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact') posts += 1;
  });
  return () => posts;
}

for (const [locale, t] of Object.entries(TEXTS)) {
  test(`${locale}: the contact form shows errors on the fields, then sends once`, async ({
    page,
    visit,
  }) => {
    const posts = countPosts(page);
    const response = await visit(`${t.prefix}/contact/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    // Nothing filled in: the browser's checks, on the fields, and focus on the first one.
    await page.getByRole('button', { name: t.submit }).click();
    const name = page.getByLabel(t.name, { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t.nameRequired);
    await expect(name).toBeFocused();
    await expect(page.getByText(t.consentRequired)).toBeVisible();
    expect(posts()).toBe(0);

    // An address support could never answer: the API's 422 lands on the e-mail field.
    await name.fill(t.visitor.name);
    const email = page.getByLabel(t.email, { exact: true });
    await email.fill('visitor@example.com');
    await page.getByLabel(t.topic, { exact: true }).selectOption('general');
    await page.getByLabel(t.message, { exact: true }).fill(t.visitor.message);
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(email).toHaveAccessibleDescription(
      new RegExp(t.serverEmail.replace(/[.?]/g, '\\$&')),
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectAccessible(page);
    expect(posts()).toBe(1);

    await email.fill(`${locale}.visitor@petmail.jp`);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.success })).toBeFocused();
    await expect(page.getByText(`${locale}.visitor@petmail.jp`)).toBeVisible();
    await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
    expect(posts()).toBe(2);
  });
}

test('the form is there before any script, and keeps what was typed and chosen once it loads', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/contact/?topic=clinics');
  await page.waitForLoadState('networkidle');
  expect(scripts, 'scripts fetched while the visitor only reads').toEqual([]);

  // Typing is the first touch: the runtime loads, hydrates, and the link's topic fills the empty
  // choice without emptying the message.
  const message = page.getByLabel('Your message', { exact: true });
  await message.pressSequentially('Our clinic would like to join.');
  await expect
    .poll(() => scripts.length, { message: 'the runtime loads once touched' })
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('clinics');
  await expect(message).toHaveValue('Our clinic would like to join.');
  await expect(message).toBeFocused();

  // A topic chosen before the runtime came stays the visitor's.
  await page.goto('/contact/?topic=clinics');
  await page.getByLabel('Topic', { exact: true }).selectOption('general');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Your name', { exact: true }).fill('Kim');
  // Gatsby's runtime is up (its files may come from the cache this time).
  await page.waitForFunction(() => '___loader' in window);
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('general');
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Kim');
});
