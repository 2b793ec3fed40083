/** The text of each notification kind, in the languages the interface has (English fallback). */
import { interpolate } from '@/domain/interpolate';
import type { NotificationKind } from '@/server/db/schema';

const TEXTS: Record<NotificationKind, Record<string, string>> = {
  'order-paid': {
    en: 'Your order #[number] at [store] is confirmed. Thank you!',
    fr: 'Votre commande no [number] chez [store] est confirmée. Merci!',
    ja: '[store]でのご注文 #[number] を承りました。ありがとうございます。',
  },
  'order-ready': {
    en: 'Your order #[number] at [store] is ready.',
    fr: 'Votre commande no [number] chez [store] est prête.',
    ja: '[store]でのご注文 #[number] の準備ができました。',
  },
};

/** `locale` is a lower-case tag ('fr-ca'); its language picks the text. */
export function notificationText(kind: NotificationKind, locale: string, values: { number: string; store: string }): string {
  const language = locale.slice(0, 2);
  const texts = TEXTS[kind];
  return interpolate(texts[language] ?? texts.en!, values);
}
