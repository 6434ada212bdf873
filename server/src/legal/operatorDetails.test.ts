// The operator's details are settings: validated at start-up, printed on the legal pages the
// site is prebuilt from (GET /api/pages/…), and "on request" only for what is left unset.
import { loadConfig } from '../config';
import { createTestServer, type TestServer } from '../../test/testServer';
import { PAGES_EN } from '../db/seed/content/pages.en';
import { PAGES_JP } from '../db/seed/content/pages.jp';
import { operatorWarning, readOperatorConfig } from './operatorConfig';

const OPERATOR = {
  OPERATOR_LEGAL_NAME: '株式会社ペットケア',
  OPERATOR_ADDRESS: '〒150-0001 東京都渋谷区神宮前1-2-3',
  OPERATOR_PHONE: '03-1234-5678',
  OPERATOR_RESPONSIBLE_PERSON: '山田太郎',
  INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
};

describe('operator settings', () => {
  it('reads the values, the registration number without spaces or dashes', () => {
    const operator = readOperatorConfig({
      ...OPERATOR,
      INVOICE_REGISTRATION_NUMBER: 't 1234-5678-90123',
    });
    expect(operator).toEqual({
      legalName: '株式会社ペットケア',
      address: '〒150-0001 東京都渋谷区神宮前1-2-3',
      phone: '03-1234-5678',
      responsiblePerson: '山田太郎',
      invoiceRegistrationNumber: 'T1234567890123',
    });
    expect(readOperatorConfig({})).toEqual({
      legalName: null,
      address: null,
      phone: null,
      responsiblePerson: null,
      invoiceRegistrationNumber: null,
    });
  });

  it.each(['1234567890123', 'T123456789012', 'T12345678901234', 'TX234567890123', 'T１２３'])(
    'stops the start on the registration number %s, naming the setting',
    (value) => {
      expect(() => loadConfig({ INVOICE_REGISTRATION_NUMBER: value })).toThrow(
        /INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits/,
      );
    },
  );

  it('stops the start on a telephone number that is not one, or a value of several lines', () => {
    expect(() => loadConfig({ OPERATOR_PHONE: 'call us' })).toThrow(/OPERATOR_PHONE/);
    expect(() => loadConfig({ OPERATOR_PHONE: '123' })).toThrow(/OPERATOR_PHONE/);
    expect(() => loadConfig({ OPERATOR_ADDRESS: 'line one\nline two' })).toThrow(
      /OPERATOR_ADDRESS must be one line/,
    );
  });

  it('warns a deployment that sells, naming what is unset; the sandbox stays quiet', () => {
    const partial = readOperatorConfig({ OPERATOR_LEGAL_NAME: '株式会社ペットケア' });
    expect(operatorWarning(partial, true)).toMatch(
      /OPERATOR_ADDRESS, OPERATOR_PHONE, OPERATOR_RESPONSIBLE_PERSON are unset/,
    );
    expect(operatorWarning(partial, false)).toBeNull();
    expect(operatorWarning(readOperatorConfig(OPERATOR), true)).toBeNull();
  });
});

/** The product's legal pages as seeded, and nothing else. */
const LEGAL_CONTENT = [
  { locale: 'en' as const, news: [], faq: [], pages: PAGES_EN },
  { locale: 'jp' as const, news: [], faq: [], pages: PAGES_JP },
];

const bodyOf = async (server: TestServer, url: string): Promise<string> => {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data.body_html as string;
};

describe('legal pages with the operator set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      content: LEGAL_CONTENT,
      env: { ...OPERATOR, OPERATOR_LEGAL_NAME: 'PetCare <K.K.> & Co' },
    });
  });
  afterAll(() => server.close());

  it('prints every detail on the 特定商取引法 page, and no on-request wording', async () => {
    const body = await bodyOf(server, '/api/pages/specified-commercial-transactions?locale=jp');
    expect(body).toContain('<strong>名称：</strong>PetCare &lt;K.K.&gt; &amp; Co');
    expect(body).toContain('<strong>運営統括責任者：</strong>山田太郎');
    expect(body).toContain('<strong>所在地：</strong>〒150-0001 東京都渋谷区神宮前1-2-3');
    expect(body).toContain('<strong>電話番号：</strong>03-1234-5678');
    expect(body).not.toContain('ご請求があれば');
    expect(body).not.toContain('[[operator-details]]');
  });

  it('prints them in the privacy policy, in Japanese and in English', async () => {
    const jp = await bodyOf(server, '/api/pages/privacy-policy?locale=jp');
    expect(jp).toContain('<strong>代表者：</strong>山田太郎');
    expect(jp).toContain('<strong>住所：</strong>〒150-0001');
    expect(jp).not.toContain('ご請求があれば遅滞なくお知らせします（ご請求先は');
    const en = await bodyOf(server, '/api/pages/privacy-policy?locale=en');
    expect(en).toContain('<strong>Representative: </strong>山田太郎');
    expect(en).toContain('<strong>Telephone: </strong>03-1234-5678');
    expect(en).not.toContain('available on request');
  });
});

describe('legal pages with the operator unset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      content: LEGAL_CONTENT,
      env: { OPERATOR_PHONE: '+81 3 1234 5678' },
    });
  });
  afterAll(() => server.close());

  it('says on request only what is unset, and prints what is set', async () => {
    const body = await bodyOf(server, '/api/pages/specified-commercial-transactions?locale=jp');
    expect(body).toContain('<strong>名称：</strong>PetCare');
    expect(body).toContain('<strong>電話番号：</strong>+81 3 1234 5678');
    expect(body).toContain(
      '法人の正式な名称、運営統括責任者の氏名、所在地は、ご請求があれば電子メールで遅滞なくお知らせします',
    );
    expect(body).not.toContain('運営統括責任者：');
    const en = await bodyOf(server, '/api/pages/privacy-policy?locale=en');
    expect(en).toContain(
      'Our legal name, the name of our representative and registered address are available on request',
    );
  });
});
