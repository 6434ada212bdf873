import { dataLayerEvents, expectNoSidewaysScroll } from './support/aiMediaApi';
import { EN_CARD, keeperWithPets, payWithCard } from './support/commerce';
import { signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// Health reports for a free pet with a quantity, promo codes (expired, accepted, already used),
// a purchase reported with its coupon, and the receipt under settings.
test.describe('cart and receipts', { tag: '@auth-api' }, () => {
  test('health reports with a promo code, paid, then found under Receipts', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const keeper = await keeperWithPets(request, 'cart', {
      pets: [{ name: 'Pip', species: 'cat' }],
    });
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/my-pets/subscription/');
    const pip = page.getByRole('article', { name: 'Pip' });
    await expect(pip).toContainText('One-off AI health report: $14.99');
    await pip.getByRole('button', { name: 'Add a health report for Pip' }).click();
    await expect(page).toHaveURL(/\/my-pets\/cart\//);

    const items = page.getByRole('region', { name: 'Items' });
    const line = items.getByRole('listitem', { name: 'Health report for Pip' });
    await expect(line).toContainText('$14.99 per report');
    await line.getByRole('combobox', { name: 'Quantity' }).selectOption('3');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Total$44.97');
    await expectAccessible(page);

    const promo = summary.getByRole('form', { name: 'Promo code' });
    const code = promo.getByRole('textbox', { name: 'Promo code' });
    await code.fill('SUMMER2025');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('This promo code has expired.');
    await expectAccessible(page);
    await code.fill('WELCOME10');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('Code WELCOME10 applied:')).toBeVisible();
    await expect(summary).toContainText('Discount (WELCOME10)−$4.50');
    await expect(summary).toContainText('Total$40.47');

    await payWithCard(
      summary.getByRole('form', { name: 'Payment' }),
      '4242 4242 4242 4242',
      EN_CARD,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your payment is complete' }),
    ).toBeVisible();
    const receipt = (await page.locator('[data-receipt-number]').textContent()) ?? '';
    await expect.poll(async () => (await dataLayerEvents(page, 'purchase')).length).toBe(1);
    expect(await dataLayerEvents(page, 'purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: receipt,
          value: 40.47,
          currency: 'USD',
          tax: 0,
          coupon: 'WELCOME10',
          items: [
            { item_id: 'health_report', item_name: 'AI health report', price: 14.99, quantity: 3 },
          ],
        },
      },
    ]);

    await page.getByRole('link', { name: 'View receipt' }).click();
    const sheet = page.getByRole('article', { name: `Receipt ${receipt}` });
    await expect(sheet).toContainText('Health report for Pip');
    await expect(sheet).toContainText('3 × $14.99');
    await expect(sheet).toContainText('Discount (WELCOME10)−$4.50');
    await expect(sheet).toContainText('Paid');
    await expectAccessible(page);

    // Receipts is a link of the settings sub-sidebar.
    await page.goto('/settings/personal-info/');
    await page
      .getByRole('navigation', { name: 'Settings and account' })
      .getByRole('link', { name: 'Receipts' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
    const listed = page.getByRole('link', { name: `Receipt ${receipt}` });
    await expect(listed).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: listed })).toContainText('$40.47');
    await expectAccessible(page);

    // A code is used once per keeper.
    await page.goto('/my-pets/subscription/');
    await pip.getByRole('button', { name: 'Add a health report for Pip' }).click();
    await expect(page).toHaveURL(/\/my-pets\/cart\//);
    await code.fill('WELCOME10');
    await promo.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription('You have already used this promo code.');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(summary).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
