/**
 * The "your refund is on its way" email, sent once per refund staff give on an order: subject,
 * plain text and HTML in the order's language (en, es, fr, ja, pt; English otherwise), with the amount,
 * where it goes back to and when. Names are escaped in the HTML.
 */
import { interpolate } from '@/domain/interpolate';
import type { PaymentTender } from '@/domain/payments/tender';
import type { Currency } from '@/domain/markets';
import { formatMoney } from '@/domain/money';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';
import type { RenderedMail } from '@/server/platform/mail/layout';
import { renderNoticeMail, type OrderNoticeInput } from './notice-mail';
import { tenderInMail } from './tender-texts';

export type RefundMailInput = OrderNoticeInput & {
  amount: string;
  currency: string;
  /** The payment it goes back to, worded in the order's language: 'Visa •••• 4242', 'Carte-cadeau •••• 0001'. */
  tender: PaymentTender;
  refundedAt: Date;
  timeZone: string;
};

type RefundTexts = { subject: string; greeting: string; greetingNoName: string; refunded: string; when: string; questions: string; viewOrder: string };

export const REFUND_TEXTS: Record<TextLanguage, RefundTexts> = {
  en: {
    subject: 'A refund of [amount] for your order [number]',
    greeting: 'Hi [name],',
    greetingNoName: 'Hello,',
    refunded: '[store] refunded [amount] of your order [number] to [payment].',
    when: 'Refunded on [date]. A card refund can take a few business days to show on your statement.',
    questions: 'Questions? Call the store at [phone].',
    viewOrder: 'See your order',
  },
  fr: {
    subject: 'Un remboursement de [amount] pour votre commande [number]',
    greeting: 'Bonjour [name],',
    greetingNoName: 'Bonjour,',
    refunded: '[store] vous a remboursé [amount] de votre commande [number] sur [payment].',
    when: 'Remboursé le [date]. Un remboursement sur carte peut prendre quelques jours ouvrables avant de paraître sur votre relevé.',
    questions: 'Des questions? Appelez le restaurant au [phone].',
    viewOrder: 'Voir votre commande',
  },
  ja: {
    subject: 'ご注文 [number] の返金 [amount]',
    greeting: '[name] 様',
    greetingNoName: 'お客様',
    refunded: '[store]はご注文 [number] の [amount] を[payment]に返金しました。',
    when: '返金日：[date]。カードへの返金は明細に反映されるまで数営業日かかる場合があります。',
    questions: 'ご不明な点は店舗（[phone]）までお電話ください。',
    viewOrder: 'ご注文を見る',
  },
  es: {
    subject: 'Un reembolso de [amount] por tu pedido [number]',
    greeting: 'Hola, [name]:',
    greetingNoName: 'Hola:',
    refunded: '[store] te reembolsó [amount] de tu pedido [number] a tu forma de pago [payment].',
    when: 'Reembolsado el [date]. Un reembolso a tarjeta puede tardar algunos días hábiles en aparecer en tu estado de cuenta.',
    questions: '¿Tienes preguntas? Llama al restaurante al [phone].',
    viewOrder: 'Ver tu pedido',
  },
  pt: {
    subject: 'Um reembolso de [amount] do seu pedido [number]',
    greeting: 'Olá, [name],',
    greetingNoName: 'Olá,',
    refunded: '[store] reembolsou [amount] do seu pedido [number] na forma de pagamento [payment].',
    when: 'Reembolsado em [date]. Um reembolso no cartão pode levar alguns dias úteis para aparecer na sua fatura.',
    questions: 'Dúvidas? Ligue para o restaurante: [phone].',
    viewOrder: 'Ver seu pedido',
  },
};

export function renderOrderRefund(input: RefundMailInput): RenderedMail {
  const texts = REFUND_TEXTS[textLanguage(input.locale)];
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: input.timeZone }).format(input.refundedAt);
  const values = {
    number: input.number,
    store: input.store,
    phone: input.storePhone,
    amount: formatMoney(input.amount, input.locale, input.currency as Currency),
    payment: tenderInMail(input.tender, input.locale),
    date,
  };
  const subject = interpolate(texts.subject, values);
  const greeting = input.firstName ? interpolate(texts.greeting, { name: input.firstName }) : texts.greetingNoName;
  const headline = interpolate(texts.refunded, values);
  const notes = [interpolate(texts.when, values)];
  const questions = interpolate(texts.questions, values);
  return renderNoticeMail({ locale: input.locale, subject, greeting, headline, notes, questions, viewOrder: texts.viewOrder, orderUrl: input.orderUrl, brandName: input.brandName });
}
