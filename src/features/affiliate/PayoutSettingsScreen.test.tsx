import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@contract/schemas/auth';
import { makeProgramme, makeStatus } from '../../test/affiliateFixtures';
import { answer, jsonOf, type ApiRoutes } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

// Each test renders the whole app and fills a form: slow on a loaded machine.
jest.setTimeout(60_000);

const SLOW = { timeout: 8000 };

describe('PayoutSettingsScreen (/settings/affiliate-program)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  function signedIn(routes: ApiRoutes, user: User = makeUser()) {
    answer(server, {
      'GET /api/user': [200, { data: user }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/affiliate/programme': [200, { data: makeProgramme() }],
      ...routes,
    });
  }

  const field = (label: string | RegExp) => screen.getByLabelText(label);
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(field(label), { target: { value } });

  it('checks the IBAN’s checksum before sending, puts the API’s 422 on its field, and saves', async () => {
    const saved: unknown[] = [];
    signedIn({
      'GET /api/affiliate/me': [200, { data: makeStatus('accepted') }],
      'GET /api/affiliate/payout-settings': [200, { data: null }],
      'PUT /api/affiliate/payout-settings': (req) => {
        const body = jsonOf(req) as Record<string, unknown>;
        saved.push(body);
        if (saved.length === 1) {
          return [
            422,
            {
              message: 'The given data was invalid.',
              errors: {
                payout_threshold_minor: ['The payout threshold must be at least 50.00 USD.'],
              },
              error_id: 'e1',
            },
          ];
        }
        return [200, { data: { ...body, iban: 'DE89370400440532013000' } }];
      },
    });
    renderApp('/settings/affiliate-program/', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate programme' }, SLOW),
    ).toBeInTheDocument();
    // The settings sub-sidebar's link is this page.
    const iban = await screen.findByLabelText('IBAN', {}, SLOW);
    expect(screen.getByRole('radio', { name: 'Bank transfer (IBAN)' })).toBeChecked();
    expect(field(/Payout threshold \(USD\)/)).toHaveValue('50.00');
    expect(
      screen.getByText(
        'We pay you when your payable commissions reach this amount. The minimum is $50.00.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(iban, { target: { value: 'DE89 3704 0044 0532 0130 01' } });
    fireEvent.blur(iban);
    expect(
      await screen.findByText('This IBAN is not valid: check it for typos.'),
    ).toBeInTheDocument();
    type('Account holder', 'Aiko Tanaka');
    type(/Payout threshold/, '20');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(
      await screen.findByText('The payout threshold must be at least $50.00.'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    type('IBAN', 'de89 3704 0044 0532 0130 00');
    type(/Payout threshold/, '75');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tax residence' }), {
      target: { value: 'DE' },
    });
    type(/Tax ID/, 'DE123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    // The API refuses the threshold (say its minimum changed meanwhile): shown on the field.
    expect(
      await screen.findByText('The payout threshold must be at least 50.00 USD.', {}, SLOW),
    ).toBeInTheDocument();
    expect(field(/Payout threshold/)).toHaveAttribute('aria-invalid', 'true');
    expect(saved[0]).toEqual({
      method: 'iban',
      iban: 'de89 3704 0044 0532 0130 00',
      account_holder: 'Aiko Tanaka',
      paypal_email: null,
      bank_name: null,
      bank_code: null,
      branch_name: null,
      branch_code: null,
      account_type: null,
      account_number: null,
      tax_id: 'DE123456789',
      tax_country: 'DE',
      payout_threshold_minor: 7500,
    });
    type(/Payout threshold/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(
      await screen.findByText('Your payout details have been saved.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('IBAN')).toHaveValue('DE89370400440532013000'));
  });

  it('takes a PayPal address instead', async () => {
    signedIn({
      'GET /api/affiliate/me': [200, { data: makeStatus('accepted') }],
      'GET /api/affiliate/payout-settings': [
        200,
        {
          data: {
            method: 'paypal',
            iban: null,
            account_holder: null,
            paypal_email: 'alex.payouts@example.com',
            tax_id: null,
            tax_country: 'US',
            payout_threshold_minor: 5000,
          },
        },
      ],
      'PUT /api/affiliate/payout-settings': (req) => [200, { data: jsonOf(req) }],
    });
    renderApp('/settings/affiliate-program/', { server });
    const email = await screen.findByLabelText('PayPal email address', {}, SLOW);
    expect(email).toHaveValue('alex.payouts@example.com');
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'alex@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details have been saved.', {}, SLOW)).toBeVisible();
    expect(jsonOf(server.requests.find((r) => r.method === 'PUT'))).toMatchObject({
      method: 'paypal',
      iban: null,
      paypal_email: 'alex@example.com',
      payout_threshold_minor: 5000,
    });
  });

  it('tells a keeper who is not a partner where to join', async () => {
    signedIn({ 'GET /api/affiliate/me': [200, { data: makeStatus('pending') }] });
    renderApp('/settings/affiliate-program/', { server });
    const panel = await screen.findByRole(
      'region',
      { name: 'Payout details are for partners' },
      SLOW,
    );
    expect(
      within(panel).getByRole('link', { name: 'Learn about the affiliate programme' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/affiliate-program\/join\//));
    expect(server.requests.some((r) => r.url === '/api/affiliate/payout-settings')).toBe(false);
  });

  it('is in Japanese, in yen, with a Japanese bank account and no IBAN', async () => {
    const saved: Record<string, unknown>[] = [];
    signedIn({
      'GET /api/affiliate/me': [200, { data: makeStatus('accepted') }],
      'GET /api/affiliate/programme': [200, { data: makeProgramme({ currency: 'JPY' }) }],
      'GET /api/affiliate/payout-settings': [200, { data: null }],
      'PUT /api/affiliate/payout-settings': (req) => {
        const body = jsonOf(req) as Record<string, unknown>;
        saved.push(body);
        if (saved.length === 1) {
          // The API's own check (say the code was typed in a way the form let through).
          return [
            422,
            {
              message: '入力内容に誤りがあります。',
              errors: { branch_code: ['支店コードは3桁の数字で入力してください。'] },
              error_id: 'e2',
            },
          ];
        }
        return [200, { data: { ...body, account_holder: 'ヤマダ　ハナコ' } }];
      },
    });
    renderApp('/jp/settings/affiliate-program/', { server, locale: 'jp' });
    const threshold = await screen.findByLabelText('支払基準額（JPY）', {}, SLOW);
    expect(threshold).toHaveValue('5000');
    expect(
      screen.getByText('確定した報酬がこの金額に達するとお支払いします。最低額は5,000円です。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '銀行振込' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '普通' })).toBeChecked();
    expect(document.body.textContent).not.toMatch(/IBAN/);

    type('銀行名', '三菱UFJ銀行');
    type('銀行コード（4桁）', '５');
    type('支店名', '渋谷支店');
    type('支店コード（3桁）', '135');
    type('口座番号（7桁）', '123456');
    type('口座名義（全角カタカナ）', 'やまだ　はなこ');
    fireEvent.click(screen.getByRole('button', { name: '受け取り設定を保存する' }));
    expect(
      await screen.findByText('銀行コードは4桁の数字で入力してください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('口座番号は7桁の数字で入力してください。')).toBeInTheDocument();
    expect(
      screen.getByText('口座名義は通帳の表記どおり全角カタカナで入力してください。'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    // Full-width digits and half-width katakana, as a Japanese input method may type them.
    type('銀行コード（4桁）', '０００５');
    type('口座番号（7桁）', '1234567');
    type('口座名義（全角カタカナ）', 'ﾔﾏﾀﾞ ﾊﾅｺ');
    fireEvent.click(screen.getByRole('radio', { name: '当座' }));
    fireEvent.click(screen.getByRole('button', { name: '受け取り設定を保存する' }));
    expect(
      await screen.findByText('支店コードは3桁の数字で入力してください。', {}, SLOW),
    ).toBeInTheDocument();
    expect(field('支店コード（3桁）')).toHaveAttribute('aria-invalid', 'true');
    expect(saved[0]).toEqual({
      method: 'jp_bank',
      iban: null,
      account_holder: 'ﾔﾏﾀﾞ ﾊﾅｺ',
      paypal_email: null,
      bank_name: '三菱UFJ銀行',
      bank_code: '０００５',
      branch_name: '渋谷支店',
      branch_code: '135',
      account_type: 'current',
      account_number: '1234567',
      tax_id: null,
      tax_country: null,
      payout_threshold_minor: 5000,
    });
    fireEvent.click(screen.getByRole('button', { name: '受け取り設定を保存する' }));
    expect(
      await screen.findByText('報酬の受け取り設定を保存しました。', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('口座名義（全角カタカナ）')).toHaveValue('ヤマダ　ハナコ'));
  });
});
