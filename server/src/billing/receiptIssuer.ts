import type { ReceiptIssuer } from '@contract/schemas/billing';
import type { OperatorConfig } from '../legal';

/** The issuer printed on receipts: the operator's settings, never a made-up value. */
export function receiptIssuer(operator: OperatorConfig): ReceiptIssuer {
  return {
    // Unset, the receipt names the service itself, as it did before the setting existed.
    legal_name: operator.legalName ?? 'PetCare',
    address: operator.address,
    phone: operator.phone,
    registration_number: operator.invoiceRegistrationNumber,
  };
}
