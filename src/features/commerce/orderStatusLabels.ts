import type { OrderStatus } from '@contract/schemas/billing';
import type { AppKey } from '../../i18n/appKeys';
import type { PillTone } from '../../ui/StatusPill';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, { key: AppKey; tone: PillTone }>> = {
  paid: { key: 'commerce.receipts.status.paid', tone: 'success' },
  pending: { key: 'commerce.receipts.status.pending', tone: 'info' },
  requires_confirmation: { key: 'commerce.receipts.status.requiresConfirmation', tone: 'warning' },
  failed: { key: 'commerce.receipts.status.failed', tone: 'danger' },
  refunded: { key: 'commerce.receipts.status.refunded', tone: 'neutral' },
};
