/** The words of the e-gift card emails (the recipient's card, the buyer's receipt), per language we write. `[name]` placeholders. */
import type { LocaleTag } from '@/domain/markets';
import type { TextLanguage } from '@/server/platform/text-language';

export type EGiftMailTexts = {
  cardSubject: string;
  cardGreeting: string;
  cardIntro: string;
  cardMessage: string;
  number: string;
  pin: string;
  cardHowTo: string;
  receiptSubject: string;
  receiptGreeting: string;
  receiptIntro: string;
  receiptHeld: string;
  amount: string;
  deliverOn: string;
  paidWith: string;
  refundSubject: string;
  refundIntro: string;
};

export const E_GIFT_MAIL_TEXTS: Record<TextLanguage, EGiftMailTexts> = {
  en: {
    cardSubject: '[sender] sent you a [brand] e-gift card',
    cardGreeting: 'Hello [name],',
    cardIntro: '[sender] sent you a [brand] e-gift card of [amount].',
    cardMessage: 'Their message:',
    number: 'Card number',
    pin: 'PIN',
    cardHowTo: 'Pay with it online as a gift card: [link]',
    receiptSubject: 'Your [brand] e-gift card for [recipient]',
    receiptGreeting: 'Thank you, [name]!',
    receiptIntro: 'Your e-gift card of [amount] for [recipient] ([email]) is paid.',
    receiptHeld: 'We are checking your payment; the card will be sent once it is approved.',
    amount: 'Amount',
    deliverOn: 'Delivery date',
    paidWith: 'Paid with',
    refundSubject: 'Your [brand] e-gift card for [recipient] was refunded',
    refundIntro: 'We cancelled your e-gift card of [amount] for [recipient] and refunded [amount] to [card]. Your bank may take a few days to show it.',
  },
  fr: {
    cardSubject: '[sender] vous a envoyé une carte-cadeau électronique [brand]',
    cardGreeting: 'Bonjour [name],',
    cardIntro: '[sender] vous a envoyé une carte-cadeau électronique [brand] de [amount].',
    cardMessage: 'Son message :',
    number: 'Numéro de carte',
    pin: 'NIP',
    cardHowTo: 'Payez en ligne avec elle comme carte-cadeau : [link]',
    receiptSubject: 'Votre carte-cadeau électronique [brand] pour [recipient]',
    receiptGreeting: 'Merci, [name] !',
    receiptIntro: 'Votre carte-cadeau électronique de [amount] pour [recipient] ([email]) est payée.',
    receiptHeld: 'Nous vérifions votre paiement ; la carte sera envoyée dès qu’il sera approuvé.',
    amount: 'Montant',
    deliverOn: 'Date d’envoi',
    paidWith: 'Payé avec',
    refundSubject: 'Votre carte-cadeau électronique [brand] pour [recipient] a été remboursée',
    refundIntro: 'Nous avons annulé votre carte-cadeau électronique de [amount] pour [recipient] et remboursé [amount] sur [card]. Votre banque peut prendre quelques jours pour l’afficher.',
  },
  ja: {
    cardSubject: '[sender] さんから [brand] eギフトカードが届きました',
    cardGreeting: '[name] 様',
    cardIntro: '[sender] さんから [amount] の [brand] eギフトカードが届きました。',
    cardMessage: 'メッセージ：',
    number: 'カード番号',
    pin: 'PIN',
    cardHowTo: 'オンラインでギフトカードとしてお支払いにご利用いただけます：[link]',
    receiptSubject: '[recipient] 様への [brand] eギフトカード',
    receiptGreeting: '[name] 様、ありがとうございます。',
    receiptIntro: '[recipient] 様（[email]）への [amount] のeギフトカードのお支払いが完了しました。',
    receiptHeld: 'お支払いを確認しています。承認され次第、カードをお送りします。',
    amount: '金額',
    deliverOn: 'お届け日',
    paidWith: 'お支払い方法',
    refundSubject: '[recipient] 様への [brand] eギフトカードを返金しました',
    refundIntro: '[recipient] 様への [amount] のeギフトカードを取り消し、[card] に [amount] を返金しました。ご利用明細への反映には数日かかる場合があります。',
  },
  es: {
    cardSubject: '[sender] te envió una tarjeta de regalo electrónica de [brand]',
    cardGreeting: 'Hola, [name]:',
    cardIntro: '[sender] te envió una tarjeta de regalo electrónica de [brand] por [amount].',
    cardMessage: 'Su mensaje:',
    number: 'Número de tarjeta',
    pin: 'PIN',
    cardHowTo: 'Paga con ella en línea como tarjeta de regalo: [link]',
    receiptSubject: 'Tu tarjeta de regalo electrónica de [brand] para [recipient]',
    receiptGreeting: '¡Gracias, [name]!',
    receiptIntro: 'Tu tarjeta de regalo electrónica de [amount] para [recipient] ([email]) está pagada.',
    receiptHeld: 'Estamos revisando tu pago; la tarjeta se enviará en cuanto se apruebe.',
    amount: 'Importe',
    deliverOn: 'Fecha de envío',
    paidWith: 'Pagado con',
    refundSubject: 'Reembolsamos tu tarjeta de regalo electrónica de [brand] para [recipient]',
    refundIntro: 'Anulamos tu tarjeta de regalo electrónica de [amount] para [recipient] y reembolsamos [amount] a [card]. Tu banco puede tardar unos días en mostrarlo.',
  },
  pt: {
    cardSubject: '[sender] enviou para você um cartão-presente eletrônico [brand]',
    cardGreeting: 'Olá, [name],',
    cardIntro: '[sender] enviou para você um cartão-presente eletrônico [brand] de [amount].',
    cardMessage: 'A mensagem:',
    number: 'Número do cartão',
    pin: 'PIN',
    cardHowTo: 'Pague com ele on-line como cartão-presente: [link]',
    receiptSubject: 'Seu cartão-presente eletrônico [brand] para [recipient]',
    receiptGreeting: 'Obrigado, [name]!',
    receiptIntro: 'Seu cartão-presente eletrônico de [amount] para [recipient] ([email]) está pago.',
    receiptHeld: 'Estamos verificando seu pagamento; o cartão será enviado assim que for aprovado.',
    amount: 'Valor',
    deliverOn: 'Data de envio',
    paidWith: 'Pago com',
    refundSubject: 'Seu cartão-presente eletrônico [brand] para [recipient] foi reembolsado',
    refundIntro: 'Cancelamos seu cartão-presente eletrônico de [amount] para [recipient] e reembolsamos [amount] no [card]. Seu banco pode levar alguns dias para mostrar o valor.',
  },
};

/** The locale an email in `language` is written in, for a card of `country`'s market: the market's own when it speaks it. */
export function mailLocale(language: TextLanguage, country: string): LocaleTag {
  const own: Record<string, LocaleTag> = { 'CA:fr': 'fr-ca', 'CA:en': 'en-ca', 'US:en': 'en-us' };
  const fallback: Record<TextLanguage, LocaleTag> = { en: 'en-us', fr: 'fr-ca', ja: 'ja-jp', es: 'es-mx', pt: 'pt-br' };
  return own[`${country}:${language}`] ?? fallback[language];
}
