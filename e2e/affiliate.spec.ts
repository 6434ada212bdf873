// The affiliate programme end to end: a fresh keeper joins, an admin
// accepts (through the API: the admin's screen has its own tests), the decision arrives in the bell,
// the keeper accepts the rules and copies the link; a new visitor opens the link (the click is
// counted), signs up through it and buys (cart and sandbox checkout through the API), and the
// dashboard shows the click, the sign-up and the pending commission. A Japanese partner joins in
// Japanese, sees the promo texts labelled as advertising and gives a Japanese bank account.
// Axe on every page.
import type { Page } from '@playwright/test';
import { acceptApplication, buyPremium } from './support/affiliateApi';
import { registerThroughForm, uniqueEmail } from './support/authApi';
import { newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

type DataLayerEvent = Record<string, unknown> & { event?: string };

async function dataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [],
  );
}

/** The figure under a term of a definition list (dt → dd). */
function figure(page: Page, term: string) {
  return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=..');
}

test.describe('affiliate programme', () => {
  test('a keeper joins, is accepted, shares the link; a visitor signs up through it and buys', async ({
    page,
    context,
    browser,
    baseURL,
    request,
    visit,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const keeper = await newKeeper(request, 'partner');
    await signInBrowser(context, baseURL!, keeper);

    // The sidebar's item leads a keeper who is not an affiliate to the join page.
    await visit('/settings/personal-info/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Affiliate programme' })
      .click();
    await expect(page).toHaveURL(/\/affiliate-program\/join\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Become a PetCare partner' }),
    ).toBeVisible();
    await expect(figure(page, 'Commission')).toContainText('20%');
    await expect(figure(page, 'Referral window')).toContainText('30 days');
    await expect(figure(page, 'Minimum payout')).toContainText('$50.00');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'How the programme works, step by step' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How the affiliate programme works' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'They subscribe or buy' })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Affiliate programme pages' })
      .getByRole('link', { name: 'Overview' })
      .click();

    // Become a partner: the event, then the short form.
    await page.getByRole('button', { name: 'Become a partner' }).click();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'btn_click_partner_join', placement: 'join' }),
    );
    const form = page.getByRole('form', { name: 'Affiliate application' });
    await expect(page.getByRole('heading', { level: 2, name: 'Your application' })).toBeFocused();
    await expectAccessible(page);
    await form.getByRole('checkbox', { name: 'Instagram' }).check();
    await form.getByLabel('Website or profile link').fill('instagram.com/pepper_and_friends');
    await form.getByLabel('Who is your audience?').fill('Cat keepers in Lisbon, 3,000 followers');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your application is being reviewed' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The admin accepts: the decision arrives live, in the bell and on the page.
    await acceptApplication(request, keeper.email);
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    const rulesStep = page.getByRole('region', { name: 'Welcome aboard! One last step' });
    await expect(rulesStep).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Welcome to the PetCare affiliate programme'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    await rulesStep.getByRole('checkbox', { name: /I have read the programme rules/ }).check();
    await rulesStep.getByRole('button', { name: 'Accept the rules' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Affiliate dashboard' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/affiliate-program\/dashboard\/$/);
    await expectAccessible(page);

    // The link, copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const card = page.getByRole('region', { name: 'Your referral link' });
    const link = (await card.getByTestId('referral-link').textContent())!.trim();
    expect(link).toMatch(new RegExp(`^${baseURL}/\\?ref=[A-Z0-9]{4,20}$`));
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByText('Copied to the clipboard.')).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const code = new URL(link).searchParams.get('ref')!;

    // A new visitor follows the link, signs up through it and buys.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect
      .poll(
        async () =>
          (await visitorContext.cookies()).find((c) => c.name === 'petcare-referral')?.value,
      )
      .toBe(code);
    await expectAccessible(visitor);
    await registerThroughForm(visitor, {
      name: 'Referred Keeper',
      email: uniqueEmail('referred'),
      password: 'a long walk on the beach',
    });
    const cookies = await visitorContext.cookies();
    expect(cookies.find((c) => c.name === 'petcare-referral')).toBeUndefined();
    const token = cookies.find((c) => c.name === 'auth-token')!.value;
    const order = await buyPremium(request, token);
    expect(order).toMatchObject({ total_minor: 499, currency: 'USD' });
    await visitorContext.close();

    // The dashboard: the click, the sign-up, the sale and its pending commission (20 % of 4.99).
    await page.reload();
    const performance = page.getByRole('region', { name: 'Performance' });
    await expect(figure(page, 'Clicks')).toContainText('1');
    await expect(figure(page, 'Sign-ups')).toContainText('1');
    await expect(figure(page, 'Conversions')).toContainText('1');
    await expect(figure(page, 'Earnings')).toContainText('$1.00');
    await expect(figure(page, 'Pending')).toContainText('$1.00');
    await expect(
      performance.getByRole('img', { name: /1 clicks, 1 sign-ups, 1 conversions/ }),
    ).toBeVisible();
    const referrals = page.getByRole('region', { name: 'Recent referrals' });
    await expect(referrals.getByRole('row').nth(1)).toContainText('$1.00 Pending');
    await expect(referrals).not.toContainText('Referred Keeper');
    await performance.getByRole('button', { name: 'Month' }).click();
    await expect(performance.getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(figure(page, 'Clicks')).toContainText('1');
    await expectAccessible(page);

    // The affiliate's other pages.
    const tabs = page.getByRole('navigation', { name: 'Affiliate programme' });
    await tabs.getByRole('link', { name: 'Programme rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme rules' })).toBeVisible();
    await expect(page.getByText(/You accepted this version on/)).toBeVisible();
    await expectAccessible(page);
    await tabs.getByRole('link', { name: 'Promo packs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promo packs' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Open the “Health records in one place” pack$/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Health records in one place' }),
    ).toBeVisible();
    const banner = page.getByRole('img', { name: /banner, 300×250 pixels/ });
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await expect(page.getByText(`${link}`, { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
    await tabs.getByRole('link', { name: 'Payout details' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Affiliate programme' }),
    ).toBeVisible();
    await page.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('Account holder').fill('Partner Keeper');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByText('This IBAN is not valid: check it for typos.')).toBeVisible();
    await page.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByText('Your payout details have been saved.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a Japanese partner joins on a phone in the dark theme, sees labelled posts and gives a Japanese bank account', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const keeper = await newKeeper(request, 'partner-jp');
    // Japanese as the saved language (no billing country): paid in yen, to a Japanese bank.
    const saved = await request.post('/api/account/preferences', {
      headers: { Authorization: `Bearer ${keeper.token}` },
      data: { language: 'jp', weight_unit: 'kg' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jp/affiliate-program/join/');
    await page.evaluate(() => window.localStorage.setItem('nuxt-color-mode', 'dark'));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'PetCareのパートナーになりませんか' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(figure(page, '報酬')).toContainText('20%');
    await expect(figure(page, '紹介の有効期間')).toContainText('30日');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scrolling at 390 px',
    ).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'パートナーになる' }).click();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'btn_click_partner_join', placement: 'join' }),
    );
    const form = page.getByRole('form', { name: 'アフィリエイトプログラムへのお申し込み' });
    await expect(form).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('checkbox', { name: 'Instagram' }).check();
    await form
      .getByLabel('どのような方に向けて発信していますか')
      .fill('大阪の猫の飼い主さま、フォロワー約3,000人');
    await form.getByRole('button', { name: '申し込みを送信する' }).click();
    await expect(page.getByRole('heading', { name: 'お申し込みを確認しています' })).toBeVisible();
    await acceptApplication(request, keeper.email);
    const rulesStep = page.getByRole('region', { name: 'ようこそ。あと1ステップです' });
    await expect(rulesStep.getByText('広告であることの表示')).toBeVisible();
    await rulesStep.getByRole('checkbox', { name: /プログラム規約（バージョン/ }).check();
    await rulesStep.getByRole('button', { name: '規約に同意する' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'アフィリエイトダッシュボード' }),
    ).toBeVisible();

    // Every ready-to-post text says it is an advertisement, first.
    await page.goto('/jp/affiliate-program/promo-pack/ai-symptom-checker/');
    await expect(page.getByRole('heading', { level: 1, name: 'AI症状チェッカー' })).toBeVisible();
    await expect(page.getByText(/^【PR】ペットの様子がいつもと違うときは/)).toBeVisible();
    await expect(page.getByText(/^#ad When your pet seems off/)).toBeVisible();

    // Payouts to a Japanese bank account: no IBAN on the page.
    await page.goto('/jp/settings/affiliate-program/');
    await expect(page.getByRole('radio', { name: '銀行振込' })).toBeChecked();
    await expect(page.locator('main')).not.toContainText('IBAN');
    await page.getByLabel('銀行名').fill('三菱UFJ銀行');
    await page.getByLabel('銀行コード（4桁）').fill('0005');
    await page.getByLabel('支店名').fill('渋谷支店');
    await page.getByLabel('支店コード（3桁）').fill('135');
    await page.getByLabel('口座番号（7桁）').fill('１２３４５６７');
    await page.getByLabel('口座名義（全角カタカナ）').fill('やまだ はなこ');
    await page.getByRole('button', { name: '受け取り設定を保存する' }).click();
    await expect(
      page.getByText('口座名義は通帳の表記どおり全角カタカナで入力してください。'),
    ).toBeVisible();
    await page.getByLabel('口座名義（全角カタカナ）').fill('ﾔﾏﾀﾞ ﾊﾅｺ');
    await page.getByRole('button', { name: '受け取り設定を保存する' }).click();
    await expect(page.getByText('報酬の受け取り設定を保存しました。')).toBeVisible();
    await expect(page.getByLabel('口座名義（全角カタカナ）')).toHaveValue('ヤマダ　ハナコ');
    await expect(page.getByLabel('口座番号（7桁）')).toHaveValue('1234567');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
  });

  test('the demo keeper’s dashboard has figures, on a phone', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/login/?redirect=%2Faffiliate-program%2Fdashboard%2F');
    await page.getByLabel('Email address').fill('demo@petcare.local');
    await page.getByLabel('Password', { exact: true }).fill('petcare-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Affiliate dashboard' }),
    ).toBeVisible();
    await expect(page.getByTestId('referral-link')).toContainText('?ref=ALEXPETS');
    await expect(figure(page, 'Paid')).not.toContainText('$0.00');
    await expect(figure(page, 'Payable')).not.toContainText('$0.00');
    await expect(figure(page, 'Pending')).not.toContainText('$0.00');
    await expect(
      page.getByRole('region', { name: 'Recent referrals' }).getByRole('row'),
    ).toHaveCount(4);
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Affiliate programme' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
    await visit('/settings/affiliate-program/');
    await expect(page.getByLabel('PayPal email address')).toHaveValue('alex.payouts@example.com');
  });
});
