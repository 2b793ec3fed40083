/** The text of each notification kind, in the languages server-written text has (English fallback). */
import { interpolate } from '@/domain/interpolate';
import type { LocaleTag } from '@/domain/markets';
import type { NotificationKind } from '@/server/db/schema';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export const NOTIFICATION_TEXTS: Record<NotificationKind, Record<TextLanguage, string>> = {
  'order-paid': {
    en: 'Your order #[number] at [store] is confirmed. Thank you!',
    es: 'Tu pedido n.º [number] en [store] está confirmado. ¡Gracias!',
    fr: 'Votre commande no [number] chez [store] est confirmée. Merci!',
    ja: '[store]でのご注文 #[number] を承りました。ありがとうございます。',
    pt: 'Seu pedido nº [number] em [store] está confirmado. Obrigado!',
  },
  'order-ready': {
    en: 'Your order #[number] at [store] is ready.',
    es: 'Tu pedido n.º [number] en [store] está listo.',
    fr: 'Votre commande no [number] chez [store] est prête.',
    ja: '[store]でのご注文 #[number] の準備ができました。',
    pt: 'Seu pedido nº [number] em [store] está pronto.',
  },
};

/** The locale's language picks the text. */
export function notificationText(kind: NotificationKind, locale: LocaleTag, values: { number: string; store: string }): string {
  return interpolate(NOTIFICATION_TEXTS[kind][textLanguage(locale)], values);
}
