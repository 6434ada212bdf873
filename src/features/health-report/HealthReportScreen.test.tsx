// /my-pets/ai-health-report against the product's own API: Premium includes the report, a free
// pet spends one it bought (after a confirmation) or is offered Premium or one to buy, the daily
// limit is said in the page, and the report's banners, download and delete.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productApiPerFile, signInPage } from '../../test/productApiPerFile';
import { buyReports, keeperWithPet, subscribePet } from '../../test/productKeeper';
import { renderApp } from '../../test/renderApp';
import { appRoutesWithStubs } from '../../test/stubRoutes';

jest.setTimeout(120_000);
const SLOW = { timeout: 30_000 };
const ROUTES = appRoutesWithStubs(['/my-pets/cart']);

const api = productApiPerFile({ env: { HEALTH_REPORTS_PER_DAY: '2' } });

describe('HealthReportScreen (/my-pets/ai-health-report)', () => {
  it('creates a Premium pet’s report with the thanks and download banners, downloads and deletes it, then meets the daily limit', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'Biscuit', species: 'dog' });
    await subscribePet(keeper);
    signInPage(keeper);
    const app = renderApp('/my-pets/ai-health-report/', { server: api.proxy });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI health report' }, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Included in Biscuit's Premium plan.", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('No reports about Biscuit yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '日本語' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my report' }));

    const thanks = await screen.findByRole('region', { name: 'Thank you!' }, SLOW);
    expect(thanks).toHaveTextContent('We hope it helps you take good care of Biscuit.');
    const ready = screen.getByRole('region', { name: "Biscuit's health report is ready" });
    const bannerLink = within(ready).getByRole('link', { name: 'Download report' });
    expect(app.events).toContainEqual({
      event: 'btn_click_create_my_report',
      params: { language: 'jp', plan: 'premium' },
    });

    const [report] = (
      await keeper.call<{ data: { id: string; language: string; file: { url: string } }[] }>(
        'GET',
        `keeper/pets/${keeper.petId}/reports`,
      )
    ).data;
    expect(report?.language).toBe('jp');
    expect(bannerLink).toHaveAttribute('href', report?.file.url);
    const item = document.querySelector(`[data-report="${report?.id}"]`) as HTMLElement;
    expect(item).toHaveTextContent('日本語');
    const download = within(item).getByRole('link', { name: /^Download PDF: report of / });
    expect(download.getAttribute('href')).toMatch(/^\/api\/files\/.+download=1$/);
    expect(download).toHaveAttribute('download');
    fireEvent.click(download);
    expect(app.events).toContainEqual({
      event: 'btn_click_download',
      params: { report_id: report?.id },
    });
    // The file the link names is the PDF, as an attachment.
    const file = await fetch(`${api.server.origin}${report?.file.url}`);
    expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);

    fireEvent.click(within(item).getByRole('button', { name: /^Delete the report of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText('The report has been deleted.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No reports about Biscuit yet.', {}, SLOW)).toBeInTheDocument();

    // HEALTH_REPORTS_PER_DAY is 2 here: the second is made, the third is refused in the page.
    fireEvent.click(screen.getByRole('button', { name: 'Create my report' }));
    await waitFor(() => expect(document.querySelectorAll('[data-report]')).toHaveLength(1), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Create my report' }));
    const limit = await screen.findByText(
      "You have reached today's limit of health reports.",
      {},
      SLOW,
    );
    expect(limit.closest('[role="alert"]')).toHaveTextContent(
      /You can create the next one from .+\. Your earlier reports are below\./,
    );
    expect(document.querySelectorAll('[data-report]')).toHaveLength(1);
  });

  it('offers a free pet Premium or one report to buy, which goes into the cart', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'Miso', species: 'cat' });
    signInPage(keeper);
    const app = renderApp('/my-pets/ai-health-report/', { server: api.proxy, routes: ROUTES });
    const offer = await screen.findByRole(
      'region',
      { name: 'The health report comes with Premium' },
      SLOW,
    );
    expect(screen.queryByRole('button', { name: 'Create my report' })).toBeNull();
    const premium = within(offer).getByRole('link', { name: 'See Premium' });
    expect(premium.getAttribute('href')).toMatch(/^\/my-pets\/subscription\/\?referrer=/);
    const buy = await within(offer).findByRole(
      'button',
      { name: 'Buy one report for $14.99' },
      SLOW,
    );
    fireEvent.click(buy);
    await waitFor(() => expect(app.currentPath()).toBe('/my-pets/cart/'), SLOW);
    const cart = await keeper.call<{ data: { lines: { kind: string; pet_id: string }[] } }>(
      'GET',
      'keeper/cart',
    );
    expect(cart.data.lines).toEqual([
      expect.objectContaining({ kind: 'health_report', pet_id: keeper.petId }),
    ]);
  });

  it('spends a bought report after a confirmation, in Japanese', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'ミソ', species: 'cat' });
    await buyReports(keeper, 1);
    signInPage(keeper);
    const app = renderApp('/jp/my-pets/ai-health-report/', { server: api.proxy, locale: 'jp' });
    expect(
      await screen.findByText('ミソ用に購入したレポートが1件あります。', {}, SLOW),
    ).toBeInTheDocument();
    // The page's language is the report's by default.
    expect(screen.getByRole('radio', { name: '日本語' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'レポートを作成する' }));
    const confirm = await screen.findByRole('region', { name: '続ける前にご確認ください' }, SLOW);
    expect(confirm).toHaveTextContent('ミソ用に購入したレポート（残り1件）を1件使います。');
    const proceed = within(confirm).getByRole('button', { name: '続ける' });
    await waitFor(() => expect(proceed).toHaveFocus());
    fireEvent.click(proceed);
    expect(
      await screen.findByRole('region', { name: 'ありがとうございました！' }, SLOW),
    ).toHaveTextContent('ミソの健康管理にお役立てください。');
    await waitFor(() => expect(document.querySelectorAll('[data-report]')).toHaveLength(1), SLOW);
    expect(app.events).toContainEqual({
      event: 'btn_click_create_my_report',
      params: { language: 'jp', plan: 'bought' },
    });
    // That was the only one: next, Premium or another purchase.
    expect(
      await screen.findByRole('region', { name: '健康レポートはプレミアムプランの特典です' }, SLOW),
    ).toBeInTheDocument();
  });
});
