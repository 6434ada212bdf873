// The operator's details on the legal pages, from the settings (operatorConfig.ts). The pages are
// content (seeded, editable by admins) and the site is prebuilt from the API, so the values go in
// where the API answers a page: a page body holds the marker `[[operator-details]]` (alone in a
// paragraph) and the answer carries the list of what is set, then — only for what is unset — the
// sentence that it is given on request. Admins can move the marker; the values stay settings.
import type { Locale } from '@contract/locales';
import type { OperatorConfig } from './operatorConfig';

export const OPERATOR_DETAILS_MARKER = '[[operator-details]]';

const MARKER_PATTERN = /<p>\s*\[\[operator-details\]\]\s*<\/p>|\[\[operator-details\]\]/g;

type Field = 'legalName' | 'responsiblePerson' | 'address' | 'phone';

interface Wording {
  labels: Record<Field, string>;
  /** The unset fields as named in the on-request sentence. */
  missing: Record<Field, string>;
  onRequest: (missing: string[]) => string;
}

const SUPPORT = 'support@petcare.example';

const JAPANESE_MISSING: Record<Field, string> = {
  legalName: '法人の正式な名称',
  responsiblePerson: '運営統括責任者の氏名',
  address: '所在地',
  phone: '電話番号',
};

/** 特定商取引法 §11: the seller's name, address, telephone and the person responsible. */
const COMMERCIAL_TRANSACTIONS_JP: Wording = {
  labels: {
    legalName: '名称',
    responsiblePerson: '運営統括責任者',
    address: '所在地',
    phone: '電話番号',
  },
  missing: JAPANESE_MISSING,
  onRequest: (missing) =>
    `${missing.join('、')}は、ご請求があれば電子メールで遅滞なくお知らせします（特定商取引法第11条ただし書）。` +
    `ご請求は${SUPPORT}または<a href="/jp/contact/">お問い合わせフォーム</a>からお送りください。`,
};

/** 個人情報保護法 §32: the name, address and representative of the business. */
const PRIVACY_JP: Wording = {
  labels: { legalName: '名称', responsiblePerson: '代表者', address: '住所', phone: '電話番号' },
  missing: { ...JAPANESE_MISSING, responsiblePerson: '代表者の氏名', address: '住所' },
  onRequest: (missing) =>
    `${missing.join('、')}は、ご請求があれば遅滞なくお知らせします（ご請求先は「13. お問い合わせ窓口」をご覧ください）。`,
};

const PRIVACY_EN: Wording = {
  labels: {
    legalName: 'Operator',
    responsiblePerson: 'Representative',
    address: 'Registered address',
    phone: 'Telephone',
  },
  missing: {
    legalName: 'legal name',
    responsiblePerson: 'the name of our representative',
    address: 'registered address',
    phone: 'telephone number',
  },
  onRequest: (missing) =>
    `Our ${joinEnglish(missing)} ${missing.length === 1 ? 'is' : 'are'} available on request: ` +
    `email ${SUPPORT}.`,
};

function joinEnglish(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Which wording a page's marker takes; the Japanese wording serves every other page in jp. */
function wordingFor(pageKey: string, locale: Locale): Wording {
  if (locale === 'jp') {
    return pageKey === 'specified-commercial-transactions'
      ? COMMERCIAL_TRANSACTIONS_JP
      : PRIVACY_JP;
  }
  return PRIVACY_EN;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const ORDER: readonly Field[] = ['legalName', 'responsiblePerson', 'address', 'phone'];

/** The HTML the marker stands for: the set details as a list, the on-request sentence if any. */
export function operatorDetailsHtml(
  operator: OperatorConfig,
  pageKey: string,
  locale: Locale,
): string {
  const wording = wordingFor(pageKey, locale);
  const separator = locale === 'jp' ? '：' : ': ';
  const items = ORDER.flatMap((field) => {
    // Unset, the service's own name still says who sells; the legal name is then on request.
    const value = operator[field] ?? (field === 'legalName' ? 'PetCare' : null);
    return value === null
      ? []
      : [`<li><strong>${wording.labels[field]}${separator}</strong>${escapeHtml(value)}</li>`];
  });
  const missing = ORDER.filter((field) => operator[field] === null).map(
    (field) => wording.missing[field],
  );
  return (
    `<ul>${items.join('')}</ul>` +
    (missing.length > 0 ? `<p>${wording.onRequest(missing)}</p>` : '')
  );
}

/** A page body with its marker (if any) replaced by the operator's details. */
export function withOperatorDetails(
  bodyHtml: string,
  operator: OperatorConfig,
  pageKey: string,
  locale: Locale,
): string {
  if (!bodyHtml.includes(OPERATOR_DETAILS_MARKER)) return bodyHtml;
  const details = operatorDetailsHtml(operator, pageKey, locale);
  return bodyHtml.replace(MARKER_PATTERN, () => details);
}
