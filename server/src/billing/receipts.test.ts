// Receipts as the issuer's document: the operator's legal name and registration number from the
// settings, the tax per rate, the buyer in the language's address order (Japanese: 〒 first and
// the addressee with 様), the payment method — the same in the mailed copy and on the web.
import { desc } from 'drizzle-orm';
import type { Order } from '@contract/schemas/billing';
import { subscribe } from '../../test/commerceHelpers';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { mailOutbox } from '../db/schema';
import { receiptMail } from './receiptMail';

jest.setTimeout(180_000);

const OPERATOR = {
  OPERATOR_LEGAL_NAME: '株式会社ペットケア',
  OPERATOR_ADDRESS: '〒100-0001 東京都千代田区千代田1-1',
  OPERATOR_PHONE: '03-1234-5678',
  OPERATOR_RESPONSIBLE_PERSON: '山田太郎',
  INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
};

let t: PetsTestServer;
beforeAll(async () => {
  t = await createPetsTestServer(OPERATOR);
});
afterAll(() => t.close());

async function mailFor(number: string) {
  const rows = await t.server.database.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt));
  const mail = rows.find((row) => row.subject.includes(number));
  if (!mail) throw new Error(`no receipt mail for ${number}`);
  return mail;
}

describe('the receipt of a Japanese keeper with a Japanese billing address', () => {
  let order: { id: string; number: string };
  beforeAll(async () => {
    const call = t.me.call;
    await call({
      method: 'POST',
      url: '/api/account/preferences',
      payload: { language: 'jp', weight_unit: 'kg' },
    });
    const saved = await call({
      method: 'POST',
      url: '/api/account/billing-data',
      payload: {
        full_name: '佐藤花子',
        company: '株式会社サンプル',
        address_line1: '神宮前1-2-3',
        address_line2: 'ペットビル4階',
        city: '渋谷区',
        region: '東京都',
        postal_code: '1500001',
        country: 'JP',
      },
    });
    expect(saved.statusCode).toBe(200);
    order = await subscribe(call, t.me.petId);
  });

  it('mails the issuer, its registration number, 10%対象 and the address in Japanese order with 様', async () => {
    const mail = await mailFor(order.number);
    expect(mail.subject).toBe(`【PetCare】領収書${order.number}`);
    const text = mail.textBody;
    expect(text).toMatch(/10%対象：780円（うち消費税等71円）/);
    expect(text).toContain('お支払い方法：テスト用カード（サンドボックス）');
    expect(text).toContain(
      '宛名\n〒150-0001\n東京都渋谷区神宮前1-2-3\nペットビル4階\n株式会社サンプル\n佐藤花子様\n',
    );
    expect(text).toContain(
      '発行者：株式会社ペットケア\n所在地：〒100-0001 東京都千代田区千代田1-1\n' +
        '電話番号：03-1234-5678\n登録番号：T1234567890123',
    );
    // The HTML copy keeps the address block's lines.
    expect(mail.htmlBody).toContain('white-space:pre-line');
    expect(mail.htmlBody).toContain('株式会社サンプル\n佐藤花子様');
  });

  it('answers the same issuer on the web receipt', async () => {
    const res = await t.me.call({ method: 'GET', url: `/api/keeper/orders/${order.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Order;
    expect(data.issuer).toEqual({
      legal_name: '株式会社ペットケア',
      address: '〒100-0001 東京都千代田区千代田1-1',
      phone: '03-1234-5678',
      registration_number: 'T1234567890123',
    });
    expect(data).toMatchObject({ currency: 'JPY', total_minor: 780, tax_minor: 71 });
  });
});

describe('the receipt of an English keeper without billing details', () => {
  it('is addressed to the account in Western order, with the issuer and no tax line of zeros', async () => {
    const order = await subscribe(t.other.call, t.other.petId);
    const user = (await t.other.call({ method: 'GET', url: '/api/user' })).json().data;
    const mail = await mailFor(order.number);
    expect(mail.subject).toBe(`Your PetCare receipt ${order.number}`);
    expect(mail.textBody).toContain(`Billed to\n${user.name}\n${user.email}`);
    expect(mail.textBody).toContain(
      'Issued by: 株式会社ペットケア\nAddress: 〒100-0001 東京都千代田区千代田1-1\n' +
        'Telephone: 03-1234-5678\nRegistration number: T1234567890123',
    );
    expect(mail.textBody).not.toContain('Taxable at');
    expect(mail.toAddress).toBe(user.email);
  });
});

describe('a receipt with the operator settings unset', () => {
  const order: Order = {
    id: '7',
    number: 'PC-2026-000007',
    status: 'paid',
    lines: [],
    subtotal_minor: 499,
    discount_minor: 0,
    tax_minor: 83,
    total_minor: 499,
    currency: 'GBP',
    tax_inclusive: true,
    tax_rate_bp: 2000,
    promo_code: null,
    kind: 'checkout',
    payment_provider: 'stripe',
    created_at: '2026-06-01T09:00:00.000Z',
    paid_at: '2026-06-01T09:00:00.000Z',
    refunded_at: null,
  };
  const issuer = { legal_name: 'PetCare', address: null, phone: null, registration_number: null };

  it('prints what is known and never a made-up number, in both languages', () => {
    for (const language of ['en', 'jp'] as const) {
      const mail = receiptMail({
        to: 'k@example.com',
        name: 'Kim',
        language,
        publicUrl: 'http://x',
        order,
        issuer,
        buyer: { name: 'Kim', email: 'k@example.com', billing: null },
      });
      expect(mail.text).toContain(language === 'jp' ? '発行者：PetCare\n' : 'Issued by: PetCare\n');
      expect(mail.text).not.toMatch(/登録番号|Registration number|所在地|Address:|T\d{13}/);
    }
  });
});
