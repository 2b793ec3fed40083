/** Order statuses as a diner reads them (the codes of domain/wire/orders.ts), in en/es/fr/ja/pt. */
import type { LocaleTag } from '@/domain/markets';
import type { WireOrderStatus } from '@/domain/wire/orders';
import { textLanguage, type TextLanguage } from '@/server/platform/text-language';

export const STATUS_LABELS: Record<TextLanguage, Record<WireOrderStatus, string>> = {
  en: {
    open: 'Awaiting payment',
    paid: 'Paid',
    preparing: 'In preparation',
    ready: 'Ready',
    completed: 'Completed',
    cancelled: 'Cancelled',
    delivering: 'Out for delivery',
  },
  fr: {
    open: 'En attente de paiement',
    paid: 'Payée',
    preparing: 'En préparation',
    ready: 'Prête',
    completed: 'Terminée',
    cancelled: 'Annulée',
    delivering: 'En livraison',
  },
  ja: {
    open: 'お支払い待ち',
    paid: 'お支払い済み',
    preparing: '調理中',
    ready: 'ご用意できました',
    completed: '完了',
    cancelled: 'キャンセル済み',
    delivering: '配達中',
  },
  es: {
    open: 'Pendiente de pago',
    paid: 'Pagado',
    preparing: 'En preparación',
    ready: 'Listo',
    completed: 'Completado',
    cancelled: 'Cancelado',
    delivering: 'En camino',
  },
  pt: {
    open: 'Aguardando pagamento',
    paid: 'Pago',
    preparing: 'Em preparo',
    ready: 'Pronto',
    completed: 'Concluído',
    cancelled: 'Cancelado',
    delivering: 'Saiu para entrega',
  },
};

export function statusLabel(status: WireOrderStatus, locale: LocaleTag): string {
  return STATUS_LABELS[textLanguage(locale)][status];
}
