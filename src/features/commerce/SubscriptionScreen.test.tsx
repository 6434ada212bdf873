// The plans page, the cart and checkout, and the receipts in jsdom against the product's own
// API (sandbox payments): what a keeper sees and what the analytics receive.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart, Order } from '@contract/schemas/billing';
import { commerceKeeper, productStore, type CommerceKeeper } from '../../test/commerceKeeper';
import {
  PRODUCT_SERVER_HOOK_MS,
  startProductServer,
  type ProductServer,
} from '../../test/productServer';
import { renderApp, type RenderedApp } from '../../test/renderApp';
import { clearAllCookies } from '../../test/testRootStore';

jest.setTimeout(90_000);
const SLOW = { timeout: 15_000 };

function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function payWith(number: string) {
  const payment = screen.getByRole('form', { name: 'Payment' });
  fill(within(payment).getByRole('textbox', { name: 'Card number' }), number);
  fill(within(payment).getByRole('textbox', { name: /^Expiry date/ }), '12/40');
  fill(within(payment).getByRole('textbox', { name: /^Security code/ }), '123');
  fireEvent.click(within(payment).getByRole('button', { name: /^Pay / }));
}

const purchases = (app: RenderedApp) => app.events.filter((e) => e.event === 'purchase');

/** A paid plan made through the API, as another device would have. */
async function subscribeThroughApi(keeper: CommerceKeeper, petId: string): Promise<Order> {
  await keeper.call('POST', 'keeper/cart/lines', {
    kind: 'plan',
    pet_id: petId,
    plan: 'premium_monthly',
  });
  const res = await fetch(`${process.env.PRODUCT_ORIGIN}/api/keeper/checkout`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${keeper.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `test-${Date.now()}-${Math.random()}`,
    },
    body: JSON.stringify({
      payment: { card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    }),
  });
  return ((await res.json()) as { data: { order: Order } }).data.order;
}

describe('subscription, cart and checkout against the product API', () => {
  let server: ProductServer;
  beforeAll(async () => {
    server = await startProductServer();
    process.env.PRODUCT_ORIGIN = server.origin;
  }, PRODUCT_SERVER_HOOK_MS);
  afterAll(() => server.stop());
  beforeEach(() => {
    clearAllCookies();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('chooses a plan, is declined on the card field, confirms the next card and reports the purchase once', async () => {
    const keeper = await commerceKeeper(server);
    const [kuma] = keeper.pets;
    const store = productStore(server, keeper);
    const app = renderApp('/my-pets/subscription/', { server, store });

    const card = await screen.findByRole('article', { name: 'Kuma' }, SLOW);
    await within(card).findByText('$4.99 a month', {}, SLOW);
    expect(card).toHaveTextContent('Free');
    expect(card).toHaveTextContent('$49.90 a year');
    fireEvent.click(within(card).getByRole('button', { name: 'Choose monthly for Kuma' }));
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/my-pets\/cart\//), SLOW);
    expect(app.events.find((e) => e.event === 'btn_click_select_plan')?.params).toEqual({
      plan: 'premium_monthly',
      pet_id: kuma!.id,
      price: 4.99,
      currency: 'USD',
      current_plan: 'free',
    });

    const items = await screen.findByRole('region', { name: 'Items' }, SLOW);
    expect(items).toHaveTextContent('Kuma: Premium, monthly');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Total$4.99');
    // Before paying: when the plan renews and for how much, what a cancellation means, the terms.
    const facts = screen.getByRole('region', { name: 'Before you pay' });
    expect(facts).toHaveTextContent(
      /Kuma: renews automatically on .+ at \$4\.99, then every month until you cancel\./,
    );
    expect(facts).toHaveTextContent('the rest of that period is not refunded');
    expect(within(facts).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions/',
    );
    expect(within(facts).queryByRole('link', { name: /特定商取引法/ })).toBeNull();

    await payWith('4000 0000 0000 0002');
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(
      await screen.findByText('Your card was declined. Please try another card.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(purchases(app)).toHaveLength(0);

    await payWith('4000 0025 0000 3155');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' }, SLOW);
    expect(dialog).toHaveTextContent('$4.99');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you! Your payment is complete' },
        SLOW,
      ),
    ).toBeInTheDocument();
    const receipt = document.querySelector('[data-receipt-number]')!.textContent!;
    expect(receipt).toMatch(/^PC-\d{4}-\d{6}$/);
    expect(screen.getByText(/Premium is active for Kuma/)).toBeInTheDocument();
    await waitFor(() => expect(purchases(app)).toHaveLength(1));
    expect(purchases(app)[0]!.params).toEqual({
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
    });
    // Without a reload: the user is a subscriber now, and so is the pet.
    await waitFor(() => expect(store.auth.user?.has_subscription).toBe(true));
    expect(store.pets.byId(kuma!.id)?.has_subscription).toBe(true);

    // A reload of the confirmation (a new page: a new store, the same browser storage).
    const path = app.currentPath();
    app.unmount();
    const reloaded = renderApp(path, { server, store: productStore(server, keeper) });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you! Your payment is complete' },
        SLOW,
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(purchases(reloaded)).toHaveLength(0);
  });

  it('clears a declined card once a promo code changes the cart, and offers to create the bought report', async () => {
    const keeper = await commerceKeeper(server);
    const [kuma] = keeper.pets;
    await keeper.call('POST', 'keeper/cart/lines', {
      kind: 'health_report',
      pet_id: kuma!.id,
      quantity: 1,
    });
    const store = productStore(server, keeper);
    const app = renderApp('/my-pets/cart/', { server, store });
    const summary = await screen.findByRole('region', { name: 'Order summary' }, SLOW);

    await payWith('4000 0000 0000 0002');
    const declined = 'Your card was declined. Please try another card.';
    expect(await screen.findByText(declined, {}, SLOW)).toBeInTheDocument();

    // The refusal was about the cart as it was: applying a code changes it, and the error goes.
    const promo = within(summary).getByRole('form', { name: 'Promo code' });
    fill(within(promo).getByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    fireEvent.click(within(promo).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(summary).toHaveTextContent('WELCOME10'), SLOW);
    await waitFor(() => expect(screen.queryByText(declined)).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Card number' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await payWith('4242 4242 4242 4242');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you! Your payment is complete' },
        SLOW,
      ),
    ).toBeInTheDocument();
    // A report was bought, not a plan.
    expect(screen.queryByText(/plans are active/)).not.toBeInTheDocument();
    expect(screen.getByText('Your order is paid.')).toBeInTheDocument();
    expect(screen.getByText('You can create the health report for Kuma now.')).toBeInTheDocument();
    const receiptHref = screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')!;
    fireEvent.click(screen.getByRole('button', { name: 'Create the report' }));
    await waitFor(() => expect(app.currentPath()).toBe('/my-pets/ai-health-report/'), SLOW);
    expect(store.currentPet.id).toBe(kuma!.id);

    // The web receipt states what the mailed copy does: tax, payment method, the buyer.
    const { data: user } = await keeper.call<{ data: { email: string } }>('GET', 'user');
    void app.history.navigate(receiptHref);
    const receipt = await screen.findByRole('article', { name: /^Receipt PC-/ }, SLOW);
    expect(receipt).toHaveTextContent(/Tax \(0%\)\$0\.00/);
    expect(receipt).toHaveTextContent('Payment methodTest card (sandbox)');
    await waitFor(() => expect(receipt).toHaveTextContent(user.email), SLOW);
  });

  it('shows yen prices tax-inclusive in Japanese and the expired promo code on its field', async () => {
    const keeper = await commerceKeeper(server, { language: 'jp' });
    const store = productStore(server, keeper, { locale: 'jp' });
    const app = renderApp('/jp/my-pets/subscription/', { server, store, locale: 'jp' });
    const card = await screen.findByRole('article', { name: 'Kuma' }, SLOW);
    await within(card).findByText(/^月額780円（税込）$/, {}, SLOW);
    expect(card).toHaveTextContent(/年額7,800円（税込）/);
    fireEvent.click(within(card).getByRole('button', { name: 'Kumaの年額プランを選ぶ' }));
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/jp\/my-pets\/cart\//), SLOW);

    const summary = await screen.findByRole('region', { name: 'ご注文内容' }, SLOW);
    await waitFor(() => expect(summary).toHaveTextContent(/合計7,800円/));
    expect(summary).toHaveTextContent(/うち消費税等（10%）709円/);
    expect(summary).not.toHaveTextContent('.00');

    // The final confirmation (特定商取引法 §12の6): the renewal date and charge as the API prices
    // them, no refund after a cancellation, and the 特商法 notice, terms and privacy policy.
    const facts = within(summary).getByRole('region', { name: 'お支払い前の最終確認' });
    const priced = await keeper.call<{ data: Cart }>('GET', 'keeper/cart');
    const renewsAt = new Date(priced.data.lines[0]!.renewal!.renews_at);
    expect(renewsAt.getFullYear()).toBe(new Date().getFullYear() + 1);
    const date = new Intl.DateTimeFormat('ja', { dateStyle: 'long' }).format(renewsAt);
    expect(facts).toHaveTextContent(
      new RegExp(`^.*Kuma：${date}に7,800円で自動更新され、その後も解約するまで毎年更新されます。`),
    );
    expect(facts).toHaveTextContent(
      '解約後も、お支払い済みの期間の終わりまでご利用いただけます。期間の途中で解約しても、残りの期間の料金は返金されません。',
    );
    for (const [name, href] of [
      ['特定商取引法に基づく表記', '/jp/specified-commercial-transactions/'],
      ['利用規約', '/jp/terms-and-conditions/'],
      ['プライバシーポリシー', '/jp/privacy-policy/'],
    ]) {
      expect(within(facts).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const promo = within(summary).getByRole('form', { name: 'プロモーションコード' });
    fill(within(promo).getByRole('textbox', { name: 'プロモーションコード' }), 'SUMMER2025');
    fireEvent.click(within(promo).getByRole('button', { name: '適用する' }));
    expect(
      await within(promo).findByText(
        'このプロモーションコードは有効期限が切れています。',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    fill(within(promo).getByRole('textbox', { name: 'プロモーションコード' }), 'NIHON500');
    fireEvent.click(within(promo).getByRole('button', { name: '適用する' }));
    await waitFor(() => expect(summary).toHaveTextContent(/合計7,300円/), SLOW);
    expect(summary).toHaveTextContent(/割引（NIHON500）−500円/);
  });

  it('shows a Japanese receipt as the issuer’s document: 〒 first, the addressee with 様, 10%対象', async () => {
    const keeper = await commerceKeeper(server, { language: 'jp' });
    await keeper.call('POST', 'account/billing-data', {
      full_name: '佐藤花子',
      company: '株式会社サンプル',
      address_line1: '神宮前1-2-3',
      city: '渋谷区',
      region: '東京都',
      postal_code: '150-0001',
      country: 'JP',
    });
    const order = await subscribeThroughApi(keeper, keeper.pets[0]!.id);
    renderApp(`/jp/settings/receipts/${order.id}/`, {
      server,
      store: productStore(server, keeper, { locale: 'jp' }),
      locale: 'jp',
    });
    const receipt = await screen.findByRole('article', { name: `領収書${order.number}` }, SLOW);
    await waitFor(
      () =>
        expect(receipt).toHaveTextContent(
          '請求先〒150-0001東京都渋谷区神宮前1-2-3株式会社サンプル佐藤花子様',
        ),
      SLOW,
    );
    expect(receipt).toHaveTextContent(/10%対象780円/);
    expect(receipt).toHaveTextContent(/うち消費税等（10%）71円/);
    // The test server leaves the operator settings unset: the issuer is named, no number is made up.
    expect(within(receipt).getByRole('group', { name: '発行者' })).toHaveTextContent(
      '発行者PetCare',
    );
    expect(receipt).not.toHaveTextContent('登録番号');
  });

  it('cancels at period end after a confirmation, resumes, and opens the receipt of a mail link', async () => {
    const keeper = await commerceKeeper(server);
    const [kuma] = keeper.pets;
    const order = await subscribeThroughApi(keeper, kuma!.id);
    const app = renderApp('/my-pets/subscription/', {
      server,
      store: productStore(server, keeper),
    });
    const card = await screen.findByRole('article', { name: 'Kuma' }, SLOW);
    await within(card).findByText(/^Renews on /, {}, SLOW);
    expect(card).toHaveTextContent('Premium, monthly');
    expect(card).toHaveTextContent('Active');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel plan for Kuma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Premium for Kuma?' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await within(card).findByText(/^Cancelled: Premium stays until .+, then Kuma moves/, {}, SLOW);
    expect(card).toHaveTextContent('Ends soon');
    fireEvent.click(within(card).getByRole('button', { name: 'Resume Premium for Kuma' }));
    await within(card).findByText(/^Renews on /, {}, SLOW);

    // The receipt mail links to /my-pets/subscription?receipt={id}.
    void app.history.navigate(`/my-pets/subscription/?receipt=${order.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Receipt ${order.number}` }, SLOW),
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe(`/settings/receipts/${order.id}/`);
    const receipt = screen.getByRole('article', { name: `Receipt ${order.number}` });
    expect(receipt).toHaveTextContent('Kuma: Premium, monthly');
    expect(receipt).toHaveTextContent('Paid');
    expect(receipt).toHaveTextContent('Total$4.99');

    const back = screen.getByRole('link', { name: 'All receipts' });
    expect(back.getAttribute('href')).toMatch(/^\/settings\/receipts\/(\?|$)/);
    void app.history.navigate('/settings/receipts/');
    const link = await screen.findByRole('link', { name: `Receipt ${order.number}` }, SLOW);
    expect(link.closest('li')).toHaveTextContent('$4.99');
  });
});
