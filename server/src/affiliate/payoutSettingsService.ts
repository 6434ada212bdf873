// A partner's payout settings: IBAN (checksum), a Japanese bank account (for yen) or PayPal, tax
// details and a threshold of at least the minimum payout of their currency; every bad field is
// its own 422 entry and nothing is stored.
import { eq } from 'drizzle-orm';
import { bankTransferMethod, minimumPayoutMinor } from '@contract/affiliate';
import { isCountryCode } from '@contract/countries';
import { isValidIban, normaliseIban } from '@contract/iban';
import type { PayoutSettings } from '@contract/schemas/affiliate';
import { MINOR_DIGITS } from '../billing';
import { ValidationError, type FieldErrors } from '../errors/HttpError';
import type { AffiliateDeps, AffiliateMembership } from './affiliateMembership';
import { affiliates } from './affiliateTables';
import { japaneseBankAccount } from './japaneseBankPayout';

export class PayoutSettingsService {
  constructor(
    private readonly deps: Pick<AffiliateDeps, 'db' | 'clock'> & {
      membership: AffiliateMembership;
    },
  ) {}

  async payoutSettings(userId: number): Promise<PayoutSettings | null> {
    return (await this.deps.membership.accepted(userId)).payout;
  }

  async savePayoutSettings(userId: number, body: PayoutSettings): Promise<PayoutSettings> {
    const affiliate = await this.deps.membership.accepted(userId);
    const errors: FieldErrors = {};
    const settings: PayoutSettings = {
      method: body.method,
      iban: null,
      account_holder: null,
      paypal_email: null,
      bank_name: null,
      bank_code: null,
      branch_name: null,
      branch_code: null,
      account_type: null,
      account_number: null,
      tax_id: body.tax_id ?? null,
      tax_country: body.tax_country ?? null,
      payout_threshold_minor: body.payout_threshold_minor,
    };
    const currency = await this.deps.membership.currencyOf(userId);
    if (body.method === 'paypal') {
      if (!body.paypal_email) errors.paypal_email = ['The PayPal e-mail is required.'];
      else settings.paypal_email = body.paypal_email.toLowerCase();
    } else if (body.method !== bankTransferMethod(currency)) {
      // Japanese banks have no IBAN, and a Japanese account is paid in yen only.
      errors.method = [
        currency === 'JPY'
          ? 'Payouts in yen go to a Japanese bank account or PayPal.'
          : 'A Japanese bank account takes payouts in yen only: give an IBAN or PayPal.',
      ];
    } else if (body.method === 'jp_bank') {
      Object.assign(settings, japaneseBankAccount(body, errors));
    } else {
      if (!body.iban) errors.iban = ['The IBAN is required for bank transfers.'];
      else if (!isValidIban(body.iban))
        errors.iban = ['This IBAN is not valid: check it for typos.'];
      else settings.iban = normaliseIban(body.iban);
      if (!body.account_holder) errors.account_holder = ['The account holder is required.'];
      else settings.account_holder = body.account_holder;
    }
    const minimum = minimumPayoutMinor(currency);
    if (body.payout_threshold_minor < minimum) {
      errors.payout_threshold_minor = [
        `The payout threshold must be at least ${majorText(minimum, currency)} ${currency}.`,
      ];
    }
    if (settings.tax_country !== null && !isCountryCode(settings.tax_country)) {
      errors.tax_country = ['The selected tax country is invalid.'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await this.deps.db
      .update(affiliates)
      .set({ payout: settings, updatedAt: this.deps.clock.now() })
      .where(eq(affiliates.id, affiliate.id));
    return settings;
  }
}

/** 5000 USD minor units → "50.00"; JPY has no minor unit. */
function majorText(minor: number, currency: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}
