import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@contract/schemas/auth';
import { answer, jsonOf, type ApiRoutes } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

describe('PersonalInfoScreen', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  function signedInAs(user: User, more: ApiRoutes = {}) {
    answer(server, {
      'GET /api/user': [200, { data: user }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/billing-data': [200, { data: null }],
      ...more,
    });
  }

  const section = (name: string) => screen.getByRole('region', { name });
  const fill = (label: string, value: string, within_: HTMLElement) =>
    fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

  it('saves name, email and phone and updates the signed-in user', async () => {
    const user = makeUser();
    signedInAs(user, {
      'POST /api/account/profile': (req) => [
        200,
        { data: { ...user, ...(jsonOf(req) as object), is_verified_phone_number: false } },
      ],
    });
    const app = renderApp('/settings/personal-info/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    const details = section('Your details');
    expect(within(details).getByLabelText('Name')).toHaveValue('Aiko Tanaka');
    fill('Name', 'Aiko T.', details);
    fireEvent.change(within(details).getByLabelText(/Phone number/), {
      target: { value: '+81 90 1234 5678' },
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    const post = server.requests.find((r) => r.url === '/api/account/profile');
    expect(jsonOf(post)).toEqual({
      name: 'Aiko T.',
      email: 'aiko@example.com',
      phone_number: '+81 90 1234 5678',
    });
    expect(app.store.auth.user?.name).toBe('Aiko T.');
    expect(screen.getByRole('button', { name: 'Account menu for Aiko T.' })).toBeInTheDocument();
  });

  it('rejects a phone number that cannot be one', async () => {
    signedInAs(makeUser());
    renderApp('/settings/personal-info/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    const details = section('Your details');
    fireEvent.change(within(details).getByLabelText(/Phone number/), {
      target: { value: 'call me' },
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(details).findByText(
        'Enter the number with its country code, for example +81 90 1234 5678.',
      ),
    ).toBeInTheDocument();
  });

  it('verifies the phone number with the code from the text message', async () => {
    const user = makeUser({ phone_number: '+819012345678' });
    signedInAs(user, {
      'POST /api/send-verification-sms': [
        200,
        { message: 'We have sent a verification code to +81 ******5678.' },
      ],
      'POST /api/verify-phone-number': (req) =>
        (jsonOf(req) as { code: string }).code === '246810'
          ? [200, { data: { ...user, is_verified_phone_number: true } }]
          : [
              422,
              {
                message: 'The verification code is invalid or has expired.',
                errors: { code: ['The verification code is invalid or has expired.'] },
                error_id: 'v-1',
              },
            ],
    });
    const app = renderApp('/settings/personal-info/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    const phone = section('Phone verification');
    expect(within(phone).getByText('Not verified')).toBeInTheDocument();
    fireEvent.click(within(phone).getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We have sent a verification code to +81 ******5678.'),
    ).toBeInTheDocument();

    const code = await within(phone).findByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(
      await within(phone).findByText('Enter the 6-digit code from the text message.'),
    ).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(phone).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(phone).getByLabelText('Verification code')).toHaveAccessibleDescription(
        expect.stringContaining('The verification code is invalid or has expired.'),
      ),
    );

    fireEvent.change(within(phone).getByLabelText('Verification code'), {
      target: { value: '246810' },
    });
    fireEvent.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(await within(phone).findByText('Verified')).toBeInTheDocument();
    expect(
      within(phone).getByText('Your phone number +819012345678 is verified.'),
    ).toBeInTheDocument();
    expect(app.store.auth.user?.is_verified_phone_number).toBe(true);
  });

  it('asks for a number first when there is none', async () => {
    signedInAs(makeUser({ phone_number: null }));
    renderApp('/settings/personal-info/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    expect(
      within(section('Phone verification')).getByText(
        'Add a phone number above and save it, then verify it here.',
      ),
    ).toBeInTheDocument();
  });

  it('saves billing details with optional fields as null and the country code', async () => {
    signedInAs(makeUser(), {
      'POST /api/account/billing-data': (req) => [200, { data: jsonOf(req) }],
    });
    renderApp('/settings/personal-info/', { server });
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    const billing = section('Billing details');
    await within(billing).findByLabelText('Full name');
    fireEvent.click(within(billing).getByRole('button', { name: 'Save billing details' }));
    expect(await within(billing).findAllByText('This field is required.')).toHaveLength(4);
    expect(within(billing).getByText('Choose a country.')).toBeInTheDocument();

    fireEvent.change(within(billing).getByLabelText('Country'), { target: { value: 'GB' } });
    fill('Full name', 'Alex Morgan', billing);
    fill('Address', '1 Harbour Street', billing);
    fill('City', 'Bristol', billing);
    fill('Postal code', 'BS1 4DJ', billing);
    fireEvent.change(within(billing).getByLabelText(/VAT number/), {
      target: { value: 'GB123456789' },
    });
    fireEvent.click(within(billing).getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Your billing details have been saved.')).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      full_name: 'Alex Morgan',
      company: null,
      vat_number: 'GB123456789',
      invoice_registration_number: null,
      address_line1: '1 Harbour Street',
      address_line2: null,
      city: 'Bristol',
      region: null,
      postal_code: 'BS1 4DJ',
      country: 'GB',
    });
  });

  it('asks for a Japanese address in Japanese order and fills it from the postal code', async () => {
    signedInAs(makeUser(), {
      'GET /api/postal-codes/jp/150-0002': [
        200,
        { data: [{ postal_code: '150-0002', prefecture: '東京都', city: '渋谷区', town: '渋谷' }] },
      ],
      'POST /api/account/billing-data': (req) => [200, { data: jsonOf(req) }],
    });
    renderApp('/jp/settings/personal-info/', { server, locale: 'jp' });
    const billing = await screen.findByRole('region', { name: '請求先情報' });
    await within(billing).findByLabelText('氏名');
    // Japan is chosen for a Japanese keeper, and the address starts with the postal code.
    expect(within(billing).getByLabelText('国')).toHaveValue('JP');
    const labels = [...billing.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      '氏名',
      '会社名（任意）',
      '国',
      '郵便番号',
      '都道府県',
      '市区町村',
      '町名・番地',
      '建物名・部屋番号（任意）',
      'インボイス登録番号（任意）',
    ]);
    expect(within(billing).queryByLabelText(/VAT/)).not.toBeInTheDocument();

    fill('氏名', '田中 愛子', billing);
    fill('郵便番号', '１５０ー０００２', billing);
    expect(
      await within(billing).findByText('郵便番号から住所を入力しました：東京都渋谷区渋谷'),
    ).toBeInTheDocument();
    expect(within(billing).getByLabelText('都道府県')).toHaveValue('東京都');
    expect(within(billing).getByLabelText('市区町村')).toHaveValue('渋谷区');
    expect(within(billing).getByLabelText('町名・番地')).toHaveValue('渋谷');
    fill('町名・番地', '渋谷2-21-1', billing);
    fill('インボイス登録番号（任意）', 'T123', billing);
    fireEvent.click(within(billing).getByRole('button', { name: '請求先情報を保存する' }));
    expect(
      await within(billing).findByText(
        'Tに続けて13桁の数字を入力してください（例：T1234567890123）。',
      ),
    ).toBeInTheDocument();
    fill('インボイス登録番号（任意）', 'T1234567890123', billing);
    fireEvent.click(within(billing).getByRole('button', { name: '請求先情報を保存する' }));
    expect(await screen.findByText('請求先情報を保存しました。')).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      full_name: '田中 愛子',
      company: null,
      vat_number: null,
      invoice_registration_number: 'T1234567890123',
      address_line1: '渋谷2-21-1',
      address_line2: null,
      city: '渋谷区',
      region: '東京都',
      postal_code: '150-0002',
      country: 'JP',
    });
  });

  it('never overwrites what the keeper typed, and says when a postal code is unknown', async () => {
    signedInAs(makeUser(), {
      'GET /api/postal-codes/jp/150-0002': [
        200,
        { data: [{ postal_code: '150-0002', prefecture: '東京都', city: '渋谷区', town: '渋谷' }] },
      ],
      'GET /api/postal-codes/jp/000-0000': [404, { message: 'Postal code not found.' }],
    });
    renderApp('/jp/settings/personal-info/', { server, locale: 'jp' });
    const billing = await screen.findByRole('region', { name: '請求先情報' });
    await within(billing).findByLabelText('氏名');
    fill('市区町村', '渋谷区神宮前', billing);
    fill('郵便番号', '1500002', billing);
    await within(billing).findByText(/郵便番号から住所を入力しました/);
    expect(within(billing).getByLabelText('都道府県')).toHaveValue('東京都');
    expect(within(billing).getByLabelText('市区町村')).toHaveValue('渋谷区神宮前');
    fill('郵便番号', '0000000', billing);
    expect(
      await within(billing).findByText(
        'この郵便番号は見つかりませんでした。住所を直接入力してください。',
      ),
    ).toBeInTheDocument();
    expect(within(billing).getByLabelText('都道府県')).toHaveValue('東京都');
  });

  it('shows saved billing details', async () => {
    signedInAs(makeUser(), {
      'GET /api/account/billing-data': [
        200,
        {
          data: {
            full_name: 'Aiko Tanaka',
            company: 'Shiba Co.',
            vat_number: null,
            address_line1: '1-2-3 Shibuya',
            address_line2: null,
            city: 'Tokyo',
            postal_code: '150-0002',
            country: 'JP',
          },
        },
      ],
    });
    renderApp('/settings/personal-info/', { server });
    const billing = await screen.findByRole('region', { name: 'Billing details' });
    expect(await within(billing).findByLabelText(/Company/)).toHaveValue('Shiba Co.');
    expect(within(billing).getByLabelText('Country')).toHaveValue('JP');
    expect(within(billing).getByRole('option', { name: 'Japan' })).toBeInTheDocument();
  });
});
