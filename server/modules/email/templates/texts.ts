/** The words of the order confirmation email, per language we write. `[name]` placeholders. */
import type { TextLanguage } from '@/server/platform/text-language';

export type ConfirmationTexts = {
  /** Between a label and its value: ': ', or ' : ' in French. */
  colon: string;
  subject: string;
  greeting: string;
  greetingNoName: string;
  intro: string;
  orderNumber: string;
  pickup: string;
  delivery: string;
  time: string;
  asap: string;
  items: string;
  /** An item line: `[quantity]` its count or, sold by weight, its weight (500 g); `[item]` its title. */
  line: string;
  /** Whose line it is, after the line: a group order's guest `[name]`. */
  lineFor: string;
  instructions: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  tip: string;
  total: string;
  paidWith: string;
  questions: string;
  viewOrder: string;
  /** The invitation to rate the order, before its feedback link. */
  rateOrder: string;
  taxes: Record<string, string>;
  /** A tax contained in the total (prices include it): `[name]`, `[rate]` as a percentage. */
  taxIncluded: string;
};

export const CONFIRMATION_TEXTS: Record<TextLanguage, ConfirmationTexts> = {
  en: {
    colon: ': ',
    subject: 'Your order [number] at [store] is confirmed',
    greeting: 'Thank you, [name]!',
    greetingNoName: 'Thank you!',
    intro: 'We have your order and your payment. Here is what happens next.',
    orderNumber: 'Order number',
    pickup: 'Pickup at',
    delivery: 'Delivery to',
    time: 'Time',
    asap: 'As soon as possible',
    items: 'Your order',
    line: '[quantity] × [item]',
    lineFor: 'for [name]',
    instructions: 'Instructions',
    subtotal: 'Subtotal',
    discount: 'Discount',
    deliveryFee: 'Delivery fee',
    tip: 'Tip',
    total: 'Total',
    paidWith: 'Paid with',
    questions: 'Questions? Call the restaurant at [phone].',
    viewOrder: 'View your order',
    rateOrder: 'How was it? Rate your order',
    taxes: { SALES: 'Sales tax', GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST', CONSUMPTION: 'Consumption tax', IVA: 'VAT (IVA)' },
    taxIncluded: 'Includes [name] ([rate] %)',
  },
  fr: {
    colon: '\u00a0: ',
    subject: 'Votre commande [number] chez [store] est confirmée',
    greeting: 'Merci, [name] !',
    greetingNoName: 'Merci !',
    intro: 'Nous avons bien reçu votre commande et votre paiement. Voici la suite.',
    orderNumber: 'Numéro de commande',
    pickup: 'À emporter chez',
    delivery: 'Livraison à',
    time: 'Heure',
    asap: 'Dès que possible',
    items: 'Votre commande',
    line: '[quantity] × [item]',
    lineFor: 'pour [name]',
    instructions: 'Instructions',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    deliveryFee: 'Frais de livraison',
    tip: 'Pourboire',
    total: 'Total',
    paidWith: 'Payé par',
    questions: 'Des questions ? Appelez le restaurant au [phone].',
    viewOrder: 'Voir votre commande',
    rateOrder: 'Qu’en avez-vous pensé ? Évaluez votre commande',
    taxes: { SALES: 'Taxe de vente', GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ', CONSUMPTION: 'Taxe à la consommation', IVA: 'TVA (IVA)' },
    taxIncluded: 'Dont [name] ([rate]\u00a0%)',
  },
  ja: {
    colon: '：',
    subject: 'ご注文 [number]（[store]）を承りました',
    greeting: '[name] 様、ご注文ありがとうございます。',
    greetingNoName: 'ご注文ありがとうございます。',
    intro: 'ご注文とお支払いを確認いたしました。内容は以下のとおりです。',
    orderNumber: 'ご注文番号',
    pickup: 'お受け取り店舗',
    delivery: 'お届け先',
    time: '日時',
    asap: 'できるだけ早く',
    items: 'ご注文内容',
    line: '[item] × [quantity]',
    lineFor: '[name]さん用',
    instructions: 'ご要望',
    subtotal: '小計',
    discount: '割引',
    deliveryFee: '配達料',
    tip: 'チップ',
    total: '合計',
    paidWith: 'お支払い方法',
    questions: 'ご不明な点は店舗（[phone]）までお電話ください。',
    viewOrder: 'ご注文を確認する',
    rateOrder: 'いかがでしたか？ご注文を評価する',
    taxes: { SALES: '売上税', GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST', CONSUMPTION: '消費税', IVA: '付加価値税（IVA）' },
    taxIncluded: 'うち[name]（[rate]%）',
  },
  es: {
    colon: ': ',
    subject: 'Tu pedido [number] en [store] está confirmado',
    greeting: '¡Gracias, [name]!',
    greetingNoName: '¡Gracias!',
    intro: 'Recibimos tu pedido y tu pago. Esto es lo que sigue.',
    orderNumber: 'Número de pedido',
    pickup: 'Para llevar en',
    delivery: 'Entrega en',
    time: 'Hora',
    asap: 'Lo antes posible',
    items: 'Tu pedido',
    line: '[quantity] × [item]',
    lineFor: 'para [name]',
    instructions: 'Instrucciones',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    deliveryFee: 'Costo de envío',
    tip: 'Propina',
    total: 'Total',
    paidWith: 'Pagado con',
    questions: '¿Tienes preguntas? Llama al restaurante al [phone].',
    viewOrder: 'Ver tu pedido',
    rateOrder: '¿Qué tal estuvo? Califica tu pedido',
    taxes: { SALES: 'IVA', GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST', CONSUMPTION: 'Impuesto al consumo', IVA: 'IVA' },
    taxIncluded: '[name] incluido ([rate] %)',
  },
  pt: {
    colon: ': ',
    subject: 'Seu pedido [number] em [store] está confirmado',
    greeting: 'Obrigado, [name]!',
    greetingNoName: 'Obrigado!',
    intro: 'Recebemos seu pedido e seu pagamento. Veja o que acontece agora.',
    orderNumber: 'Número do pedido',
    pickup: 'Para viagem em',
    delivery: 'Entrega em',
    time: 'Horário',
    asap: 'O quanto antes',
    items: 'Seu pedido',
    line: '[quantity] × [item]',
    lineFor: 'para [name]',
    instructions: 'Instruções',
    subtotal: 'Subtotal',
    discount: 'Desconto',
    deliveryFee: 'Taxa de entrega',
    tip: 'Gorjeta',
    total: 'Total',
    paidWith: 'Pago com',
    questions: 'Dúvidas? Ligue para o restaurante: [phone].',
    viewOrder: 'Ver seu pedido',
    rateOrder: 'O que achou? Avalie seu pedido',
    taxes: { SALES: 'Imposto sobre vendas', GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST', CONSUMPTION: 'Imposto sobre o consumo', IVA: 'IVA' },
    taxIncluded: '[name] incluído ([rate]%)',
  },
};
