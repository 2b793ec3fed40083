/**
 * The wording a diner agrees to when they ask for texts about an order at checkout. One text per
 * language meets the rules of every market we text in:
 * - US (TCPA, CTIA): who sends, what and how often ("up to 3 messages per order"), that consent is
 *   no condition of purchase, "Msg & data rates may apply", STOP to end and HELP for help;
 * - Canada (CASL): the sender identified with a way to reach them, and how to unsubscribe;
 * - Japan (特定電子メール法): the sender's name, consent before sending, how to refuse further
 *   messages, and a contact.
 * The API gives the wording for the order; the checkout shows it as given, and the consent stores
 * it exactly, with when the diner agreed.
 */
import { interpolate } from '@/domain/interpolate';
import type { Language } from '@/domain/markets';

/** The longest number a diner may type for texts (national or with its +, spaces and dashes included); the form and the API share it. */
export const TEXT_PHONE_MAX = 40;

/** The most texts one order sends: ready (or on the way), running late, and the credit. */
export const MAX_TEXTS_PER_ORDER = 3;

const WORDING: Record<Language, string> = {
  en: 'I agree to receive up to [count] automated text messages from [brand] about this order (when it is ready, when the driver is on the way, and any delay) at the mobile number above. Consent is not a condition of purchase. Msg & data rates may apply. Reply STOP to unsubscribe at any time, or HELP for help. Sender: [brand], [store], [phone].',
  fr: "J’accepte de recevoir au plus [count] textos automatisés de [brand] au sujet de cette commande (quand elle est prête, quand le livreur est en route, et tout retard) au numéro de mobile ci-dessus. Ce consentement n’est pas une condition d’achat. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour vous désabonner à tout moment, ou AIDE (HELP) pour de l’aide. Expéditeur : [brand], [store], [phone].",
  ja: '上記の携帯電話番号に、[brand]からこの注文に関する自動SMS（準備完了、配達員の出発、遅延のお知らせ）を最大[count]通受け取ることに同意します。同意は購入の条件ではありません。通信料がかかる場合があります。配信停止はいつでも「STOP」、ヘルプは「HELP」と返信してください。送信者：[brand]（[store]、[phone]）。',
  es: 'Acepto recibir hasta [count] mensajes de texto automáticos de [brand] sobre este pedido (cuando esté listo, cuando el repartidor vaya en camino y cualquier retraso) en el número de celular indicado arriba. El consentimiento no es condición de compra. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para darte de baja en cualquier momento, o HELP para obtener ayuda. Remitente: [brand], [store], [phone].',
  pt: 'Aceito receber até [count] mensagens de texto automáticas de [brand] sobre este pedido (quando estiver pronto, quando o entregador estiver a caminho e qualquer atraso) no celular informado acima. O consentimento não é condição de compra. Podem ser cobradas tarifas de mensagens e dados. Responda STOP para cancelar a qualquer momento, ou HELP para ajuda. Remetente: [brand], [store], [phone].',
};

export type ConsentSender = { brand: string; store: string; phone: string };

/** The consent wording for an order of `sender`'s store, in `language`. */
export function consentWording(language: Language, sender: ConsentSender): string {
  return interpolate(WORDING[language], { ...sender, count: MAX_TEXTS_PER_ORDER });
}

export const CONSENT_WORDINGS = WORDING;
