// Who runs the service, as the law wants it printed: the operator's legal name, address,
// telephone and responsible person (特定商取引法 §11 on the 特商法 page, APPI §32 in the privacy
// policy) and the invoice registration number a Japanese receipt carries (適格請求書, インボイス制度).
// Every value is optional: unset, the pages say the details are given on request and the receipt
// prints what is known — never a made-up value. A deployment that sells is warned at start-up.
import { normaliseInvoiceRegistrationNumber } from '@contract/japaneseAddresses';
import { ConfigError, read, type ConfigVariable, type Env } from '../configValues';

export interface OperatorConfig {
  /** The company's registered name, e.g. 株式会社ペットケア. */
  legalName: string | null;
  /** One line as it should be printed, e.g. 〒150-0001 東京都渋谷区神宮前1-2-3. */
  address: string | null;
  phone: string | null;
  /** 運営統括責任者 / the representative. */
  responsiblePerson: string | null;
  /** T and 13 digits, normalised (no spaces or dashes). */
  invoiceRegistrationNumber: string | null;
}

export const OPERATOR_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'OPERATOR_LEGAL_NAME',
    default: '(unset)',
    description:
      'Registered name of the company that runs the service (e.g. 株式会社ペットケア): the ' +
      'issuer on receipts, the seller on the 特定商取引法 page and the operator in the privacy ' +
      'policy. Unset: receipts name PetCare and the pages give it on request.',
  },
  {
    name: 'OPERATOR_ADDRESS',
    default: '(unset)',
    description:
      'Registered address, one line as printed (Japan: 〒 postal code, prefecture, city, street). ' +
      'Unset: given on request.',
  },
  {
    name: 'OPERATOR_PHONE',
    default: '(unset)',
    description:
      'Telephone number printed on the 特定商取引法 page, the privacy policy and receipts ' +
      '(digits, spaces, +, - and parentheses). Unset: given on request.',
  },
  {
    name: 'OPERATOR_RESPONSIBLE_PERSON',
    default: '(unset)',
    description:
      'Name of the representative (運営統括責任者) printed on the legal pages. Unset: given on ' +
      'request.',
  },
  {
    name: 'INVOICE_REGISTRATION_NUMBER',
    default: '(unset)',
    description:
      'Japan: the qualified invoice issuer registration number (適格請求書発行事業者登録番号), ' +
      'T and 13 digits, printed on receipts; anything else stops the start. Unset: receipts carry ' +
      'no number.',
  },
];

const MAX_LENGTH = 200;

function readText(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  // One line: a value with a line break or a control character would break the pages' layout.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    throw new ConfigError(`${name} must be one line of text without control characters.`);
  }
  if (value.length > MAX_LENGTH) {
    throw new ConfigError(`${name} must be at most ${MAX_LENGTH} characters long.`);
  }
  return value;
}

function readPhone(env: Env): string | null {
  const value = readText(env, 'OPERATOR_PHONE');
  if (value === null) return null;
  const normalised = value.normalize('NFKC');
  const digits = normalised.replace(/\D/g, '');
  if (!/^\+?[\d\s().-]+$/.test(normalised) || digits.length < 7 || digits.length > 15) {
    throw new ConfigError(
      `OPERATOR_PHONE must be a telephone number (7 to 15 digits; spaces, +, - and parentheses ` +
        `allowed), got "${value}".`,
    );
  }
  return normalised;
}

function readRegistrationNumber(env: Env): string | null {
  const raw = read(env, 'INVOICE_REGISTRATION_NUMBER');
  if (raw === undefined) return null;
  const number = normaliseInvoiceRegistrationNumber(raw);
  if (number === null) {
    throw new ConfigError(
      `INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits (e.g. T1234567890123), got ` +
        `"${raw}".`,
    );
  }
  return number;
}

export function readOperatorConfig(env: Env): OperatorConfig {
  return {
    legalName: readText(env, 'OPERATOR_LEGAL_NAME'),
    address: readText(env, 'OPERATOR_ADDRESS'),
    phone: readPhone(env),
    responsiblePerson: readText(env, 'OPERATOR_RESPONSIBLE_PERSON'),
    invoiceRegistrationNumber: readRegistrationNumber(env),
  };
}

/**
 * A deployment that takes real payments (Stripe) must show who sells: the start-up log warns when
 * the legal pages would still say "on request". The sandbox sells nothing, so it stays quiet.
 */
export function operatorWarning(operator: OperatorConfig, sells: boolean): string | null {
  if (!sells) return null;
  const missing = [
    ['OPERATOR_LEGAL_NAME', operator.legalName],
    ['OPERATOR_ADDRESS', operator.address],
    ['OPERATOR_PHONE', operator.phone],
    ['OPERATOR_RESPONSIBLE_PERSON', operator.responsiblePerson],
  ]
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  if (missing.length === 0) return null;
  return (
    `Payments are configured but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
    'unset: the legal pages (the specified commercial transactions notice, the privacy policy) ' +
    'say these details are given on request, ' +
    'and receipts name no legal issuer. Set them for a deployment that sells.'
  );
}
