/**
 * The "your order is ready" email, sent when staff move an order to ready: subject, plain text
 * and HTML in the order's language (en, es, fr, ja, pt; English otherwise). Names are escaped in the HTML.
 */
import { interpolate } from '@/domain/interpolate';
import type { WireHandoff } from '@/domain/wire/orders';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';
import type { RenderedMail } from '@/server/platform/mail/layout';
import { renderNoticeMail, type OrderNoticeInput } from './notice-mail';

export type ReadyMailInput = OrderNoticeInput & { handoff: WireHandoff };

type ReadyTexts = { subject: string; greeting: string; greetingNoName: string; pickup: string; delivery: string; questions: string; viewOrder: string };

export const READY_TEXTS: Record<TextLanguage, ReadyTexts> = {
  en: {
    subject: 'Your order [number] is ready',
    greeting: 'Hi [name],',
    greetingNoName: 'Hello,',
    pickup: 'Your order [number] is ready for pickup at [store].',
    delivery: 'Your order [number] from [store] is ready and will be on its way shortly.',
    questions: 'Questions? Call the store at [phone].',
    viewOrder: 'See your order',
  },
  fr: {
    subject: 'Votre commande [number] est prête',
    greeting: 'Bonjour [name],',
    greetingNoName: 'Bonjour,',
    pickup: 'Votre commande [number] vous attend chez [store].',
    delivery: 'Votre commande [number] de [store] est prête et partira bientôt.',
    questions: 'Des questions? Appelez le restaurant au [phone].',
    viewOrder: 'Voir votre commande',
  },
  ja: {
    subject: 'ご注文 [number] の準備ができました',
    greeting: '[name] 様',
    greetingNoName: 'お客様',
    pickup: 'ご注文 [number] の準備ができました。[store]でお受け取りください。',
    delivery: '[store]からのご注文 [number] の準備ができました。まもなくお届けに向かいます。',
    questions: 'ご不明な点は店舗（[phone]）までお電話ください。',
    viewOrder: 'ご注文を見る',
  },
  es: {
    subject: 'Tu pedido [number] está listo',
    greeting: 'Hola, [name]:',
    greetingNoName: 'Hola:',
    pickup: 'Tu pedido [number] está listo para recoger en [store].',
    delivery: 'Tu pedido [number] de [store] está listo y saldrá en camino en unos minutos.',
    questions: '¿Tienes preguntas? Llama al restaurante al [phone].',
    viewOrder: 'Ver tu pedido',
  },
  pt: {
    subject: 'Seu pedido [number] está pronto',
    greeting: 'Olá, [name],',
    greetingNoName: 'Olá,',
    pickup: 'Seu pedido [number] está pronto para retirada em [store].',
    delivery: 'Seu pedido [number] de [store] está pronto e logo sai para entrega.',
    questions: 'Dúvidas? Ligue para o restaurante: [phone].',
    viewOrder: 'Ver seu pedido',
  },
};

export function renderOrderReady(input: ReadyMailInput): RenderedMail {
  const texts = READY_TEXTS[textLanguage(input.locale)];
  const values = { number: input.number, store: input.store, phone: input.storePhone };
  const subject = interpolate(texts.subject, values);
  const greeting = input.firstName ? interpolate(texts.greeting, { name: input.firstName }) : texts.greetingNoName;
  const headline = interpolate(input.handoff === 'delivery' ? texts.delivery : texts.pickup, values);
  const questions = interpolate(texts.questions, values);
  return renderNoticeMail({ locale: input.locale, subject, greeting, headline, questions, viewOrder: texts.viewOrder, orderUrl: input.orderUrl, brandName: input.brandName });
}
