/**
 * The confirmation of an order's feedback, in the diner's language: the order, the restaurant,
 * the stars and the comment, what happens next, and (after a high rating) the invitation to
 * review the restaurant from the order page.
 */
import { interpolate } from '@/domain/interpolate';
import type { LocaleTag } from '@/domain/markets';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';
import type { ConfirmationContent } from './confirmation-mail';

type Texts = { subject: string; intro: string; order: string; store: string; rating: string; comment: string; next: string; reviewUs: string };

export const ORDER_FEEDBACK_TEXTS: Record<TextLanguage, Texts> = {
  en: {
    subject: 'Thank you for rating order [number]',
    intro: 'We received your feedback on your order. Here is what you sent us.',
    order: 'Order number',
    store: 'Restaurant',
    rating: 'Your rating',
    comment: 'Your comment',
    next: 'The restaurant’s manager reads every feedback. If something went wrong, they will contact you within two business days.',
    reviewUs: 'Glad you enjoyed it! You can also review the restaurant from your order page.',
  },
  fr: {
    subject: 'Merci d’avoir évalué la commande [number]',
    intro: 'Nous avons bien reçu vos commentaires sur votre commande. Voici ce que vous nous avez envoyé.',
    order: 'Numéro de commande',
    store: 'Restaurant',
    rating: 'Votre note',
    comment: 'Votre commentaire',
    next: 'Le gérant du restaurant lit tous les commentaires. Si quelque chose s’est mal passé, il vous contactera d’ici deux jours ouvrables.',
    reviewUs: 'Ravis que vous ayez aimé ! Vous pouvez aussi laisser un avis sur le restaurant depuis la page de votre commande.',
  },
  ja: {
    subject: 'ご注文 [number] の評価ありがとうございます',
    intro: 'ご注文へのご感想を受け付けました。お送りいただいた内容は以下のとおりです。',
    order: 'ご注文番号',
    store: '店舗',
    rating: '評価',
    comment: 'コメント',
    next: '店舗の責任者がすべてのご感想を拝読します。不備があった場合は、2営業日以内にご連絡いたします。',
    reviewUs: 'お楽しみいただけて何よりです。ご注文ページから店舗のレビューもお書きいただけます。',
  },
  es: {
    subject: 'Gracias por calificar el pedido [number]',
    intro: 'Recibimos tu opinión sobre tu pedido. Esto es lo que nos enviaste.',
    order: 'Número de pedido',
    store: 'Restaurante',
    rating: 'Tu calificación',
    comment: 'Tu comentario',
    next: 'El gerente del restaurante lee cada opinión. Si algo salió mal, te contactará en un plazo de dos días hábiles.',
    reviewUs: '¡Qué bueno que lo disfrutaste! También puedes dejar una reseña del restaurante desde la página de tu pedido.',
  },
  pt: {
    subject: 'Obrigado por avaliar o pedido [number]',
    intro: 'Recebemos sua opinião sobre seu pedido. Veja o que você nos enviou.',
    order: 'Número do pedido',
    store: 'Restaurante',
    rating: 'Sua avaliação',
    comment: 'Seu comentário',
    next: 'O gerente do restaurante lê todas as opiniões. Se algo deu errado, ele vai entrar em contato em até dois dias úteis.',
    reviewUs: 'Que bom que você gostou! Você também pode avaliar o restaurante na página do seu pedido.',
  },
};

export function stars(rating: number): string {
  return `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;
}

export function orderFeedbackMail(
  locale: LocaleTag,
  answer: { orderNumber: string; storeTitle: string; rating: number; comment: string | null; reviewOffered: boolean },
): ConfirmationContent {
  const t = ORDER_FEEDBACK_TEXTS[textLanguage(locale)];
  return {
    subject: interpolate(t.subject, { number: answer.orderNumber }),
    intro: t.intro,
    rows: [
      { label: t.order, value: answer.orderNumber },
      { label: t.store, value: answer.storeTitle },
      { label: t.rating, value: stars(answer.rating) },
      ...(answer.comment ? [{ label: t.comment, value: answer.comment }] : []),
    ],
    next: answer.reviewOffered ? `${t.next} ${t.reviewUs}` : t.next,
  };
}
