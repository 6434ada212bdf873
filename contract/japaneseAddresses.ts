// What a Japanese billing address is made of, for the form and the API alike: the 47 prefectures
// (都道府県) in the order of their JIS X 0401 codes, which is the order Japanese address forms list
// them in (an address names one by its Japanese name, as on an invoice); the postal code as it is
// written; and the invoice registration number (インボイス登録番号).

export const JAPANESE_PREFECTURES = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
] as const;

export type JapanesePrefecture = (typeof JAPANESE_PREFECTURES)[number][0];

export const JAPANESE_PREFECTURE_NAMES: readonly JapanesePrefecture[] = JAPANESE_PREFECTURES.map(
  ([japanese]) => japanese,
);

export function isJapanesePrefecture(value: unknown): value is JapanesePrefecture {
  return (JAPANESE_PREFECTURE_NAMES as readonly unknown[]).includes(value);
}

/**
 * A Japanese postal code as written on mail, 123-4567, from what people type: full-width digits,
 * a 〒 sign, spaces and any dash. Null unless it has exactly seven digits.
 */
export function normaliseJapanesePostalCode(value: string): string | null {
  const digits = value
    .normalize('NFKC')
    .replace(/^〒/, '')
    .replace(/[\s\-‐‑–—−ー]/g, '');
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : null;
}

/**
 * Japan's qualified invoice issuer registration number (適格請求書発行事業者登録番号,
 * インボイス登録番号): T and 13 digits, written without spaces or dashes. Null if it is not one.
 * The digits are a corporate number (法人番号) or, for sole traders, a number the tax office
 * assigns, so no check digit is tested.
 */
export function normaliseInvoiceRegistrationNumber(value: string): string | null {
  const compact = value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐‑–—−]/g, '');
  return /^T\d{13}$/.test(compact) ? compact : null;
}
