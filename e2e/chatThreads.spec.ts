import { dataLayerEvents, sendChat } from './support/chatApi';
import { createPet, newKeeper, signInBrowser, signInWithPassword } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// Saved conversations: the demo keeper's seeded threads, reopening one and continuing it,
// deleting one, and a whole chat in Japanese.
test.describe('past conversations', { tag: '@auth-api' }, () => {
  test("the demo keeper's saved threads show, per pet, with the urgency reached", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithPassword(context, baseURL!, {
      email: 'demo@petcare.local',
      password: 'petcare-demo-2026',
    });
    await page.goto('/pets-threads/');
    await expect(page).toHaveURL(/\/pets-threads\/(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Past conversations' })).toBeVisible();
    const chocolate = page.getByRole('article', { name: /ate a bar of dark chocolate/ });
    await expect(chocolate).toBeVisible();
    await expect(chocolate).toContainText('Highest urgency:');
    await expect(chocolate).toContainText('4 messages');
    await expect(page.getByRole('article', { name: /scratching his left ear/ })).toBeVisible();
    await expectAccessible(page);

    // Reopened, every answer with its triage card (read only: nothing is sent).
    await chocolate.getByRole('link').click();
    await expect(page).toHaveURL(/\/pets-threads\/\d+\/(\?|$)/);
    await expect(
      page.getByRole('heading', { level: 1, name: /ate a bar of dark chocolate/ }),
    ).toBeVisible();
    await expect(page.getByTestId('triage-card')).toHaveCount(2);
    await expectAccessible(page);

    // The list follows the current pet.
    await page.getByRole('link', { name: 'All past conversations' }).click();
    await page.getByRole('button', { name: 'Current pet: Biscuit. Switch pet' }).click();
    await page.getByRole('button', { name: /^Miso/ }).click();
    await expect(page.getByRole('article', { name: /Miso sneezed a few times/ })).toBeVisible();
    await expect(page.getByRole('article', { name: /dark chocolate/ })).toHaveCount(0);
  });

  test('a saved thread reopened from the list and continued, then deleted', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const keeper = await newKeeper(request, 'chat-threads');
    const pet = await createPet(request, keeper, { name: 'Hana', species: 'dog', sex: 'female' });
    const first = await sendChat(
      request,
      keeper,
      pet.id,
      'Hana has had loose stools since yesterday but is eating',
    );
    expect(first.status).toBe(200);
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 1280, height: 900 });

    // From the sidebar's AI assistance section.
    await page.goto('/si/');
    await page.getByRole('link', { name: 'Past conversations' }).first().click();
    await expect(page).toHaveURL(/\/pets-threads\/(\?|$)/);
    const item = page.getByRole('article', { name: /loose stools since yesterday/ });
    await expect(item).toContainText('2 messages');
    await item.getByRole('link').click();
    await expect(page.getByTestId('triage-card')).toHaveCount(1);
    const box = page.getByRole('textbox', { name: 'Your message about Hana' });
    await box.fill('Now she has vomited twice and there is blood in the stool');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('triage-card')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId('chat-answer').last()).toHaveAttribute('data-status', 'done');
    // Continuing is not a new chat for analytics.
    expect(await dataLayerEvents(page, ['chat_started'])).toEqual([]);
    await expectAccessible(page);

    // A reload shows the continued thread as saved.
    await page.reload();
    await expect(page.getByTestId('triage-card')).toHaveCount(2);
    await expect(
      page.getByText('Now she has vomited twice and there is blood in the stool'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'All past conversations' }).click();
    const again = page.getByRole('article', { name: /loose stools since yesterday/ });
    await expect(again).toContainText('4 messages');
    await again.getByRole('button', { name: /^Delete the conversation/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete conversation' }).click();
    await expect(page.getByText('No saved conversations about Hana yet.')).toBeVisible();
  });

  test('a chat in Japanese', async ({ page, context, request, baseURL }) => {
    test.setTimeout(150_000);
    const keeper = await newKeeper(request, 'chat-jp');
    await createPet(request, keeper, { name: 'ミケ', species: 'cat', sex: 'female' });
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jp/si/');
    await expect(page.getByRole('heading', { level: 1, name: 'AI症状チェッカー' })).toBeVisible();
    await expect(page.getByRole('region', { name: '質問の例' })).toBeVisible();
    await expect(page.getByTestId('chat-usage')).toHaveText(
      '本日の無料メッセージ：残り10件（全10件）',
    );
    await expectAccessible(page);
    await page
      .getByRole('textbox', { name: 'ミケについてのメッセージ' })
      .fill('ミケが昨日から何も食べず、ぐったりしています');
    await page.getByRole('button', { name: '送信する' }).click();
    const card = page.getByTestId('triage-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      /緊急：今すぐ動物病院へ|24時間以内に受診|2〜3日以内に受診|自宅で様子を見る|特に対応は不要/,
    );
    await expect(card.getByRole('heading', { name: 'この緊急度の理由' })).toBeVisible();
    // The answer is in Japanese, as the message was.
    await expect(page.getByTestId('answer-text')).toContainText('緊急度：');
    await expect(card).toContainText('診断');
    await expectAccessible(page);

    await page.getByRole('link', { name: '過去の相談' }).first().click();
    await expect(page).toHaveURL(/\/jp\/pets-threads\/(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: '過去の相談' })).toBeVisible();
    await expect(page.getByRole('article', { name: /ミケが昨日から何も食べず/ })).toContainText(
      '2件のメッセージ',
    );
    await expectAccessible(page);
  });
});
