/** The confirmation of an order the caller may see; the same 404 as an unknown order otherwise. */
import type { LocaleTag } from '@/domain/markets';
import type { WireOrderConfirmation } from '@/domain/wire/payments';
import type { Database } from '@/server/db/client';
import { mayAccess, orderNotFound, type OrderCaller } from '@/server/modules/orders';
import { presentConfirmation } from './present';
import { loadConfirmationRows } from './repository';

export async function loadConfirmation(db: Database, orderId: string, caller: OrderCaller, locale: LocaleTag): Promise<WireOrderConfirmation> {
  const rows = await loadConfirmationRows(db, orderId);
  if (!rows || !mayAccess(rows.order, caller)) throw orderNotFound(orderId);
  return presentConfirmation(rows, locale);
}
