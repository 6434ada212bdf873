// The receipt mailed when an order is paid (the existing mailer, the keeper's language): the
// same document as the web receipt — the issuer with its registration number, the buyer in the
// language's address order (contract/receiptAddress.ts), the lines, the tax per rate, the
// payment method.
import type { Language } from '@contract/preferences';
import { receiptBuyerLines, type ReceiptBuyer } from '@contract/receiptAddress';
import type { Order, ReceiptIssuer } from '@contract/schemas/billing';
import { sitePrefix } from '../mail/authMails';
import { renderHtml, renderText } from '../mail/mailLayout';
import type { MailMessage } from '../mail/mailer';
import { MINOR_DIGITS } from './billingConfig';
import { formatMoney } from './money';

/** As the web receipt names them (commerce.receipt.paymentProviders). */
const PAYMENT_METHODS: Record<Order['payment_provider'], { en: string; jp: string }> = {
  stripe: { en: 'Card (Stripe)', jp: 'クレジットカード（Stripe）' },
  sandbox: { en: 'Test card (sandbox)', jp: 'テスト用カード（サンドボックス）' },
};

/** The rate as the web receipt writes it (Intl percent: 10%, 8.1%). */
function formatRate(rateBp: number, language: Language): string {
  return new Intl.NumberFormat(language === 'jp' ? 'ja' : 'en', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rateBp / 10_000);
}

/** What the tax was charged on: the total when prices include it, else the total before it. */
export function taxableAmount(order: Pick<Order, 'total_minor' | 'tax_minor' | 'tax_inclusive'>) {
  return order.tax_inclusive ? order.total_minor : order.total_minor - order.tax_minor;
}

export function receiptMail(input: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  order: Order;
  issuer: ReceiptIssuer;
  buyer: ReceiptBuyer;
}): MailMessage {
  const { order, language, issuer } = input;
  const money = (minor: number) =>
    formatMoney(minor, order.currency, MINOR_DIGITS[order.currency] ?? 2, language);
  const rate = formatRate(order.tax_rate_bp, language);
  const url = `${input.publicUrl}${sitePrefix(language)}/my-pets/subscription?receipt=${order.id}`;
  const lines = order.lines.map((line) =>
    line.quantity > 1
      ? `${line.description} × ${line.quantity}: ${money(line.amount_minor)}`
      : `${line.description}: ${money(line.amount_minor)}`,
  );
  if (language === 'jp') {
    const buyer = receiptBuyerLines(input.buyer, 'jp');
    const subject = `【PetCare】領収書${order.number}`;
    const content = {
      lang: 'ja' as const,
      greeting: `${input.name}さん`,
      paragraphs: [
        `ご購入ありがとうございます。領収書番号${order.number}のお支払いを確認しました。`,
        ...lines.map((line) => line.replace(': ', '：')),
        ...(order.discount_minor > 0 ? [`割引：−${money(order.discount_minor)}`] : []),
        ...(order.tax_inclusive
          ? [`合計：${money(order.total_minor)}`]
          : [`税（${rate}）：${money(order.tax_minor)}`, `合計：${money(order.total_minor)}`]),
        // 適格請求書: the amount per tax rate and the tax on it (a region without tax has none).
        ...(order.tax_rate_bp > 0
          ? [
              `${rate}対象：${money(taxableAmount(order))}（${order.tax_inclusive ? 'うち' : ''}消費税等${money(order.tax_minor)}）`,
            ]
          : []),
        `お支払い方法：${PAYMENT_METHODS[order.payment_provider].jp}`,
        ['宛名', ...buyer].join('\n'),
        [
          `発行者：${issuer.legal_name}`,
          ...(issuer.address ? [`所在地：${issuer.address}`] : []),
          ...(issuer.phone ? [`電話番号：${issuer.phone}`] : []),
          ...(issuer.registration_number ? [`登録番号：${issuer.registration_number}`] : []),
        ].join('\n'),
      ],
      action: { label: '領収書を見る', url },
      signature: 'PetCareチーム',
    };
    return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
  }
  const buyer = receiptBuyerLines(input.buyer, 'en');
  const subject = `Your PetCare receipt ${order.number}`;
  const content = {
    lang: 'en' as const,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Thank you for your purchase. We received your payment for receipt ${order.number}.`,
      ...lines,
      ...(order.discount_minor > 0 ? [`Discount: −${money(order.discount_minor)}`] : []),
      order.tax_inclusive
        ? `Total: ${money(order.total_minor)} (incl. tax ${money(order.tax_minor)})`
        : `Tax: ${money(order.tax_minor)}. Total: ${money(order.total_minor)}`,
      ...(order.tax_rate_bp > 0
        ? [`Taxable at ${rate}: ${money(taxableAmount(order))} (tax ${money(order.tax_minor)})`]
        : []),
      `Payment method: ${PAYMENT_METHODS[order.payment_provider].en}`,
      ['Billed to', ...buyer].join('\n'),
      [
        `Issued by: ${issuer.legal_name}`,
        ...(issuer.address ? [`Address: ${issuer.address}`] : []),
        ...(issuer.phone ? [`Telephone: ${issuer.phone}`] : []),
        ...(issuer.registration_number
          ? [`Registration number: ${issuer.registration_number}`]
          : []),
      ].join('\n'),
    ],
    action: { label: 'View receipt', url },
    signature: 'The PetCare team',
  };
  return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
}
