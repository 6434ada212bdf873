import { signInWithPassword } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// The signed-in shell: the sidebar's rules at extra large, tablet and phone widths, the
// preferences menu (language and theme) and the account menu.
test.describe('app shell', { tag: '@auth-api' }, () => {
  test('the demo keeper: sidebar, sub-sidebar, language and theme, phone width', async ({
    page,
    context,
    visit,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Where signing in lands is landing.spec.ts's subject.
    await signInWithPassword(context, baseURL!, {
      email: 'demo@petcare.local',
      password: 'petcare-demo-2026',
    });

    await visit('/settings/preferences/');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    // The items whose middleware pass and whose pages exist (the demo keeper has pets).
    const main = page.getByRole('navigation', { name: 'Main menu' });
    await expect(main.getByRole('link')).toHaveText([
      'AI assistant',
      'Image analysis',
      'Pet profile',
      'Settings and account',
      'Affiliate programme',
    ]);
    await expect(main.getByRole('link', { name: 'Settings and account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Extra large: the settings sub-sidebar opened by itself after the page loaded.
    const sub = page.getByRole('navigation', { name: 'Settings and account' });
    await expect(sub).toBeVisible();
    await expect(sub.getByRole('link')).toHaveText([
      'Personal information',
      'Preferences',
      'Reminders',
      'Subscription',
      'Cart',
      'Receipts',
      'Your data',
      'Affiliate programme',
    ]);
    await expect(sub.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Account menu for Alex Morgan' })).toBeVisible();

    // Below extra large it closes; the section menu button opens it over the page.
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(sub).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Section menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sub).toBeVisible();
    await expect(sub.getByRole('heading', { name: 'Settings and account' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sub).toBeHidden();
    await expect(toggle).toBeFocused();

    // The language switch keeps the page and remembers the choice.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Language and theme' }).click();
    await expectAccessible(page);
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/settings\/preferences\/(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: '表示設定' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('jp');
    await expect(
      page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link'),
    ).toHaveText([
      'AIアシスタント',
      '写真分析',
      'ペットプロフィール',
      '設定とアカウント',
      'アフィリエイトプログラム',
    ]);
    await expectAccessible(page);

    // The theme switch: system, light, dark.
    await page.getByRole('button', { name: '言語とテーマ' }).click();
    const theme = page.getByRole('combobox', { name: 'テーマ' });
    await theme.selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await theme.selectOption('light');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.keyboard.press('Escape');

    // Phones: Settings is hidden (isNotMobile), the menus move into the toolbar.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('link', { name: '設定とアカウント' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '設定とアカウント' })).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Alex Morganさんのアカウントメニュー' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
