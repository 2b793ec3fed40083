/** An order's status (domain/wire/orders.ts WireOrderStatus) in the diner's language. */
import type { WireOrderStatus } from '@/domain/wire/orders';
import type { Translate } from '@/lib/i18n';

export function orderStatusLabel(t: Translate, status: WireOrderStatus): string {
  return t.dynamic(`account.orderStatus.${status}`, status);
}
