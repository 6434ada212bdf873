import { dataLayerEvents, expectNoSidewaysScroll } from './support/aiMediaApi';
import { chatUsage, EN_CARD, JP_CARD, keeperWithPets, payWithCard } from './support/commerce';
import { signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// A keeper subscribes one of two free pets in the sandbox: the card is declined first (the
// message on the card field), the next card asks for confirmation, then the payment goes
// through; the purchase is reported once; the chat limit lifts for that pet only; then the plan
// is cancelled at period end and resumed.
test.describe('subscription', { tag: '@auth-api' }, () => {
  test('in English: declined, confirmed, reported once, chat limit lifted, cancelled and resumed', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const keeper = await keeperWithPets(request, 'subscribe', {
      pets: [
        { name: 'Kuma', species: 'dog' },
        { name: 'Sora', species: 'cat' },
      ],
    });
    const [kuma, sora] = keeper.pets.map((pet) => pet.id);
    await signInBrowser(context, baseURL!, keeper);
    const freeLimit = (await chatUsage(request, keeper, kuma!)).limit;
    expect(freeLimit).toBeGreaterThan(0);

    // Reached from the account menu.
    await page.goto('/settings/personal-info/');
    await page.getByRole('button', { name: `Account menu for ${keeper.name}` }).click();
    await page.getByRole('complementary').getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/my-pets\/subscription\//);
    const kumaCard = page.getByRole('article', { name: 'Kuma' });
    await expect(kumaCard).toContainText('$4.99 a month');
    await expect(kumaCard).toContainText('$49.90 a year');
    await expect(page.getByRole('article', { name: 'Sora' })).toContainText('Free');
    await expectAccessible(page);

    await kumaCard.getByRole('button', { name: 'Choose monthly for Kuma' }).click();
    await expect(page).toHaveURL(/\/my-pets\/cart\//);
    expect(await dataLayerEvents(page, 'btn_click_select_plan')).toEqual([
      {
        event: 'btn_click_select_plan',
        plan: 'premium_monthly',
        pet_id: kuma!,
        price: 4.99,
        currency: 'USD',
        current_plan: 'free',
      },
    ]);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(
      'Kuma: Premium, monthly',
    );
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total$4.99');
    await expectAccessible(page);

    const payment = page.getByRole('form', { name: 'Payment' });
    await payWithCard(payment, '4000 0000 0000 0002', EN_CARD);
    const cardNumber = payment.getByRole('textbox', { name: 'Card number' });
    await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(cardNumber).toHaveAccessibleDescription(
      'Your card was declined. Please try another card.',
    );
    await expect(cardNumber).toBeFocused();
    await expectAccessible(page);

    await payWithCard(payment, '4000 0025 0000 3155', EN_CARD);
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toContainText('$4.99');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();

    const thanks = page.getByRole('heading', {
      level: 1,
      name: 'Thank you! Your payment is complete',
    });
    await expect(thanks).toBeVisible();
    const receipt = (await page.locator('[data-receipt-number]').textContent()) ?? '';
    expect(receipt).toMatch(/^PC-\d{4}-\d{6}$/);
    await expect(page.getByText('Premium is active for Kuma')).toBeVisible();
    await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
    expect(await dataLayerEvents(page, 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: receipt,
          value: 4.99,
          currency: 'USD',
          tax: 0,
          items: [
            {
              item_id: 'premium_monthly',
              item_name: 'PetCare Premium (monthly)',
              price: 4.99,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    // The user became a subscriber without a reload: the next page view says so.
    const loggedIn = await dataLayerEvents(page, 'logged_in');
    expect(loggedIn.at(-1)).toMatchObject({ user_type: 'subscriber', method: 'email' });
    await expectAccessible(page);

    // A reload of the confirmation sends nothing again.
    await page.reload();
    await expect(thanks).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await dataLayerEvents(page, 'purchase')).toEqual([]);

    // The chat's daily limit lifts for Kuma only.
    expect(await chatUsage(request, keeper, kuma!)).toMatchObject({
      unlimited: true,
      limit: null,
    });
    expect(await chatUsage(request, keeper, sora!)).toMatchObject({
      unlimited: false,
      limit: freeLimit,
    });

    // Cancel at period end, then resume.
    await page.getByRole('link', { name: 'Back to subscription' }).click();
    await expect(kumaCard).toContainText(/Renews on /);
    await expect(kumaCard).toContainText('Active');
    await kumaCard.getByRole('button', { name: 'Cancel plan for Kuma' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Premium for Kuma?' });
    await expectAccessible(page);
    await cancel.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(cancel).toBeHidden();
    await expect(kumaCard).toContainText(/Cancelled: Premium stays until .+, then Kuma moves/);
    await expect(kumaCard).toContainText('Ends soon');
    await kumaCard.getByRole('button', { name: 'Resume Premium for Kuma' }).click();
    await expect(kumaCard).toContainText(/Renews on /);
    await expect(kumaCard.getByRole('button', { name: 'Cancel plan for Kuma' })).toBeVisible();
    expect(await chatUsage(request, keeper, kuma!)).toMatchObject({ unlimited: true });

    // Dark mode and a phone.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(kumaCard).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('in Japanese: yen prices with tax included, declined and confirmed in Japanese', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const keeper = await keeperWithPets(request, 'subscribe-jp', {
      language: 'jp',
      pets: [
        { name: 'Momo', species: 'cat' },
        { name: 'Taro', species: 'dog' },
      ],
    });
    const [momo, taro] = keeper.pets.map((pet) => pet.id);
    await signInBrowser(context, baseURL!, keeper);

    await page.goto('/jp/settings/personal-info/');
    await page.getByRole('button', { name: `${keeper.name}さんのアカウントメニュー` }).click();
    await page.getByRole('complementary').getByRole('link', { name: 'サブスクリプション' }).click();
    await expect(page).toHaveURL(/\/jp\/my-pets\/subscription\//);
    const momoCard = page.getByRole('article', { name: 'Momo' });
    await expect(momoCard).toContainText(/月額780円（税込）/);
    await expect(momoCard).toContainText(/年額7,800円（税込）/);
    await expect(page.getByText(/料金はJPY・税込で表示しています/)).toBeVisible();
    await expectAccessible(page);

    await momoCard.getByRole('button', { name: 'Momoの月額プランを選ぶ' }).click();
    await expect(page).toHaveURL(/\/jp\/my-pets\/cart\//);
    expect(await dataLayerEvents(page, 'btn_click_select_plan')).toEqual([
      {
        event: 'btn_click_select_plan',
        plan: 'premium_monthly',
        pet_id: momo!,
        price: 780,
        currency: 'JPY',
        current_plan: 'free',
      },
    ]);
    const summary = page.getByRole('region', { name: 'ご注文内容' });
    await expect(summary).toContainText(/合計780円/);
    await expect(summary).toContainText(/うち消費税等（10%）71円/);
    await expect(summary).not.toContainText('.00');
    // The final confirmation before paying (特定商取引法 §12の6): renewal date and charge, no refund
    // after a cancellation, the 特商法 notice.
    const facts = summary.getByRole('region', { name: 'お支払い前の最終確認' });
    await expect(facts).toContainText(
      /Momo：\d{4}年\d{1,2}月\d{1,2}日に780円で自動更新され、その後も解約するまで毎月更新されます。/,
    );
    await expect(facts).toContainText('期間の途中で解約しても、残りの期間の料金は返金されません。');
    await expect(facts.getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
      'href',
      '/jp/specified-commercial-transactions/',
    );
    await expectAccessible(page);

    const payment = page.getByRole('form', { name: 'お支払い' });
    await payWithCard(payment, '4000 0000 0000 0002', JP_CARD);
    const cardNumber = payment.getByRole('textbox', { name: 'カード番号' });
    await expect(cardNumber).toHaveAccessibleDescription(
      'カードが承認されませんでした。別のカードでお試しください。',
    );
    await payWithCard(payment, '4000 0025 0000 3155', JP_CARD);
    const dialog = page.getByRole('dialog', { name: 'お支払いの確認' });
    await expect(dialog).toContainText(/780円/);
    await dialog.getByRole('button', { name: '支払いを確定する' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'ありがとうございます。お支払いが完了しました' }),
    ).toBeVisible();
    const receipt = (await page.locator('[data-receipt-number]').textContent()) ?? '';
    await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
    expect(await dataLayerEvents(page, 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: receipt,
          value: 780,
          currency: 'JPY',
          tax: 71,
          items: [
            {
              item_id: 'premium_monthly',
              item_name: 'PetCare Premium (monthly)',
              price: 780,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    await expectAccessible(page);
    expect(await chatUsage(request, keeper, momo!)).toMatchObject({ unlimited: true });
    expect(await chatUsage(request, keeper, taro!)).toMatchObject({ unlimited: false });

    await page.getByRole('link', { name: 'サブスクリプションに戻る' }).click();
    await expect(momoCard).toContainText(/に更新されます。/);
    await momoCard.getByRole('button', { name: 'Momoのプランを解約する' }).click();
    const cancel = page.getByRole('dialog', { name: 'Momoのプレミアムを解約しますか？' });
    await cancel.getByRole('button', { name: '期間の終了時に解約する' }).click();
    await expect(momoCard).toContainText('まもなく終了');
    await momoCard.getByRole('button', { name: 'Momoのプレミアムを再開する' }).click();
    await expect(momoCard).toContainText(/に更新されます。/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
