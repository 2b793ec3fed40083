/** An order's status (lib/api/ordering-view.ts OrderStatus) in the diner's language. */
import type { OrderStatus } from '@/lib/api/ordering-view';
import type { Translate } from '@/lib/i18n';

export function orderStatusLabel(t: Translate, status: OrderStatus): string {
  return t.dynamic(`account.orderStatus.${status}`, status);
}
