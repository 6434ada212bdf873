// The receipt mailed when an order is paid (the existing mailer, the keeper's language).
import type { Language } from '@contract/preferences';
import type { Order } from '@contract/schemas/billing';
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

export function receiptMail(input: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  order: Order;
}): MailMessage {
  const { order, language } = input;
  const money = (minor: number) =>
    formatMoney(minor, order.currency, MINOR_DIGITS[order.currency] ?? 2, language);
  const url = `${input.publicUrl}${sitePrefix(language)}/my-pets/subscription?receipt=${order.id}`;
  const lines = order.lines.map((line) =>
    line.quantity > 1
      ? `${line.description} × ${line.quantity}: ${money(line.amount_minor)}`
      : `${line.description}: ${money(line.amount_minor)}`,
  );
  if (language === 'jp') {
    const subject = `【PetCare】領収書${order.number}`;
    const content = {
      lang: 'ja' as const,
      greeting: `${input.name}さん`,
      paragraphs: [
        `ご購入ありがとうございます。領収書番号${order.number}のお支払いを確認しました。`,
        ...lines.map((line) => line.replace(': ', '：')),
        ...(order.discount_minor > 0 ? [`割引：−${money(order.discount_minor)}`] : []),
        order.tax_inclusive
          ? `合計：${money(order.total_minor)}（うち消費税等${money(order.tax_minor)}）`
          : `税：${money(order.tax_minor)}、合計：${money(order.total_minor)}`,
        `お支払い方法：${PAYMENT_METHODS[order.payment_provider].jp}`,
      ],
      action: { label: '領収書を見る', url },
      signature: 'PetCareチーム',
    };
    return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
  }
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
      `Payment method: ${PAYMENT_METHODS[order.payment_provider].en}`,
    ],
    action: { label: 'View receipt', url },
    signature: 'The PetCare team',
  };
  return { to: input.to, subject, text: renderText(content), html: renderHtml(subject, content) };
}
