// A Japanese keeper's journey through the site and the app, in Japanese only: sign-up, the
// billing address in Japanese order, the FAQ, an article, and the legal pages a Japanese launch
// needs, reached from the footer. Every page is checked with axe.
import { faqOf, newsOf } from './support/api';
import { latestMailTo, uniqueEmail } from './support/authApi';
import { navigateInApp } from './support/clientNavigation';
import { expect, expectAccessible, test } from './support/test';

test.describe('a Japanese keeper', { tag: '@auth-api' }, () => {
  test('signs up in Japanese and is greeted in Japanese by the app and by mail', async ({
    page,
    visit,
    request,
  }) => {
    const email = uniqueEmail('nihongo');
    await visit('/jp/auth/register/');
    await expect(page.getByRole('heading', { level: 1, name: 'アカウントを作成' })).toBeVisible();
    await page.getByLabel('お名前').fill('小林 花');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード', { exact: true }).fill('さんぽのあとでおやつ');
    await page.getByLabel('パスワード（確認）').fill('さんぽのあとでおやつ');
    await page.getByLabel(/利用規約とプライバシーポリシーに同意します/).check();
    await page.getByRole('button', { name: 'アカウントを作成する' }).click();

    // A new keeper starts by adding a pet; the account's pages greet them too.
    await expect(page).toHaveURL(/\/jp\/my-pets\/create\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ペットを登録' })).toBeVisible();
    await navigateInApp(page, '/jp/settings/personal-info/');
    await expect(page.getByRole('heading', { level: 1, name: '個人情報' })).toBeVisible();
    // The greeting stays on the page as the welcome banner (its toast may be gone already).
    const welcome = page.getByRole('region', { name: '小林 花さん、PetCareへようこそ！' });
    // A keeper without a pet is led to add one first, then to verify the phone.
    await expect(welcome.getByRole('listitem')).toHaveText([
      /^未完了：最初のペットを登録する/,
      /^未完了：電話番号を認証する/,
      /表示言語と体重の単位を選ぶ/,
    ]);
    await expectAccessible(page);

    const mail = await latestMailTo(request, email);
    expect(mail.subject).toBe('【PetCare】アカウントの作成が完了しました');
    expect(mail.text).toMatch(/^小林 花さん\n/);

    // The billing address in Japanese order: postal code, prefecture, city, town and number,
    // building; the invoice registration number apart from any VAT number.
    const billing = page.getByRole('region', { name: '請求先情報' });
    await expect(billing.getByLabel('国')).toHaveValue('JP');
    await expect(billing.locator('label')).toHaveText([
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
    await billing.getByLabel('氏名').fill('小林 花');
    await billing.getByLabel('郵便番号').fill('530-0001');
    await expect(
      billing.getByText('郵便番号から住所を入力しました：大阪府大阪市北区梅田'),
    ).toBeVisible();
    await expect(billing.getByLabel('都道府県')).toHaveValue('大阪府');
    await expect(billing.getByLabel('市区町村')).toHaveValue('大阪市北区');
    await billing.getByLabel('町名・番地').fill('梅田1-1-3');
    await billing.getByLabel('インボイス登録番号（任意）').fill('T12345');
    await billing.getByRole('button', { name: '請求先情報を保存する' }).click();
    await expect(billing.getByLabel('インボイス登録番号（任意）')).toHaveAccessibleDescription(
      /Tに続けて13桁の数字を入力してください/,
    );
    await billing.getByLabel('インボイス登録番号（任意）').fill('T1234567890123');
    await billing.getByRole('button', { name: '請求先情報を保存する' }).click();
    await expect(page.getByText('請求先情報を保存しました。')).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    const saved = page.getByRole('region', { name: '請求先情報' });
    await expect(saved.getByLabel('町名・番地')).toHaveValue('梅田1-1-3');
    await expect(saved.getByLabel('インボイス登録番号（任意）')).toHaveValue('T1234567890123');
  });
});

test('the FAQ and an article read as a Japanese keeper expects, facts included', async ({
  page,
  visit,
  request,
}) => {
  await visit('/jp/news/faq/');
  await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
  const chocolate = (await faqOf(request, 'jp')).find((a) => a.slug.includes('chokoreto'));
  expect(chocolate).toBeDefined();
  await page.getByRole('link', { name: chocolate!.question }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chocolate!.question);
  // Panting is explained where it is named, and "didn't find your answer?" means just that.
  await expect(page.getByText(/口を開けてハアハアと荒い呼吸をする（パンティング）/)).toBeVisible();
  await expect(page.getByText('お探しの答えが見つからないときは')).toBeVisible();
  await expectAccessible(page);

  const puppy = (await newsOf(request, 'jp')).find((p) => p.slug.includes('koinu'));
  expect(puppy).toBeDefined();
  await visit('/jp/news/');
  await page.getByRole('link', { name: puppy!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/jp/news/${puppy!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(puppy!.title);
  // 5種 and 6種 combination vaccines do not cover leptospirosis; 7種 and up do.
  await expect(page.getByText(/どちらにもレプトスピラ症は含まれません/)).toBeVisible();
  await expect(page.getByText(/予防できるのは「7種」以上の混合ワクチン/)).toBeVisible();
  await expectAccessible(page);
});

test('the Japanese footer leads to every legal page a Japanese launch needs', async ({
  page,
  visit,
}) => {
  await visit('/jp/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '「動物病院に行くべき？」と迷ったときに',
  );
  const footer = page.getByRole('navigation', { name: 'フッター' });
  const pages: [link: string, path: string, says: RegExp][] = [
    ['プライバシーポリシー', 'privacy-policy', /電気通信事業法に基づく公表/],
    ['利用規約', 'terms-and-conditions', /東京地方裁判所を第一審の専属的合意管轄裁判所/],
    ['獣医療機関向け利用規約', 'providers-terms-of-use', /個人情報保護法第25条/],
    ['特定商取引法に基づく表記', 'specified-commercial-transactions', /特定商取引法）第11条/],
    ['アフィリエイトプログラム', 'ambassadors', /景品表示法により、広告であることを隠した表示/],
  ];
  for (const [link, path, says] of pages) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jp/${path}/$`));
    await expect(page.getByText(says).first()).toBeVisible();
    await expectAccessible(page);
  }
});
