/**
 * A store's orders of one local day, as the kitchen queue: every placed (paid or later) order
 * whose handoff time falls on that day in the store's time zone, or, for an order without a
 * time, whose payment does. Ordered by that time. Item titles are in the console's language.
 */
import { nextStatuses } from '@/domain/ordering/status-moves';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { weightUnitOf, type WeightUnit } from '@/domain/menu/weight-units';
import { parseLocalDate, storeDateOf, storeDayBounds, storeTimeOf } from '@/domain/ordering/order-day';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import type { WireStaffOrderQueue, WireStaffQueueOrder } from '@/domain/wire/staff';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { translated } from '@/server/locale';
import { statusName } from '@/domain/ordering/order-status';
import { deliveryOrPickup } from '@/domain/ordering/handoffs';
import { ORDER_CATEGORY } from '@/domain/ordering';
import { quoteReceipts, type QuoteReceipt } from '@/server/modules/catering';
import { presentStore } from './presenter';
import { storeOf, type StaffStoreRow } from './repository';
import { statusChoice } from './status-ids';
import { queueHandoffDetails } from './queue-handoffs';
import { orderLines, ordersDueBetween, type QueueOrderRow } from './queue-repository';
import { declinesOfOrders } from '@/server/modules/payments';

export function storeNotFound(storeId: number): NotFoundError {
  return new NotFoundError(STAFF_MESSAGES.storeNotFound.replace('[storeId]', String(storeId)), { code: 'store_not_found', params: { storeId } });
}

/** The member's store, or 404 (another store's id answers as an unknown one). */
export async function staffStore(db: Database, staff: StaffIdentity, storeId: number): Promise<StaffStoreRow> {
  const store = await storeOf(db, staff, storeId);
  if (!store) throw storeNotFound(storeId);
  return store;
}

import { staffLateOf } from '@/server/modules/text-alerts';
import { staffCourierAlertsOf } from '@/server/modules/courier';

export async function storeQueue(db: Database, staff: StaffIdentity, storeId: number, date: string | undefined, now: Date, locale: LocaleTag): Promise<WireStaffOrderQueue> {
  const store = await staffStore(db, staff, storeId);
  const day = date ?? storeDateOf(now, store.timeZone);
  const local = parseLocalDate(day);
  if (!local) throw new BadRequestError(STAFF_MESSAGES.dateInvalid, undefined, { code: 'date_invalid' });
  const { from, to } = storeDayBounds(local, store.timeZone);
  const rows = await ordersDueBetween(db, store.id, from, to);
  const lines = await linesOf(db, rows.map((row) => row.order.id), locale, store.countryCode as CountryCode);
  const quotes = await quoteReceipts(db, rows.filter((row) => row.order.categoryId === ORDER_CATEGORY.getAQuote).map((row) => row.order.id));
  const handoffs = await queueHandoffDetails(db, store, rows.map((row) => row.order));
  const declines = await declinesOfOrders(db, rows.map((row) => row.order.id));
  const late = await staffLateOf(db, rows.map((row) => row.order.id), (at) => storeTimeOf(at, store.timeZone));
  const couriers = await staffCourierAlertsOf(db, rows.map((row) => row.order.id));
  return {
    store: presentStore(store),
    date: day,
    orders: rows.map(({ order }) => ({
      ...presentQueueOrder(order, lines.get(order.id) ?? [], store.timeZone, quotes.get(order.id)),
      handoffId: order.handoffId,
      handoffDetails: handoffs.get(order.id) ?? null,
      declines: declines.get(order.id) ?? [],
      late: late.get(order.id) ?? null,
      courier: couriers.get(order.id) ?? null,
    })),
  };
}

/** `label`: whose line it is (a group order's guest name), printed on the ticket. */
type Line = { quantity: number; title: string; weightUnit: WeightUnit | null; label: string | null };

/** Each order's lines, a meat sold by weight with the weight of the store's market its quantity counts. */
async function linesOf(db: Database, orderIds: string[], locale: LocaleTag, country: CountryCode): Promise<Map<string, Line[]>> {
  const byOrder = new Map<string, Line[]>();
  for (const row of await orderLines(db, orderIds)) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ quantity: row.quantity, title: translated(row.title, row.translations, locale), weightUnit: weightUnitOf(row.unit, country), label: row.label });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * A queued order. A catering quote's order is made from its estimate, never its cart: the
 * estimate's lines, units and total (the cart was only the buyer's request).
 */
function presentQueueOrder(order: QueueOrderRow, cartLines: Line[], timeZone: string, quote?: QuoteReceipt): WireStaffQueueOrder {
  const status = statusName(order.statusId);
  const handoff = deliveryOrPickup(order.handoffId);
  const guest = order.guest;
  return {
    id: order.id,
    number: String(order.number),
    status,
    statusId: order.statusId,
    handoff,
    customerName: guest ? `${guest.firstName} ${guest.lastName.slice(0, 1)}.`.trim() : null,
    dueAt: order.timeslotStart && !order.timeslotAsap ? order.timeslotStart.toISOString() : null,
    dueTime: order.timeslotStart && !order.timeslotAsap ? storeTimeOf(order.timeslotStart, timeZone) : null,
    itemCount: quote ? quote.itemCount : order.itemCount,
    lines: quote ? quote.lines.map(({ quantity, title }) => ({ quantity, title, weightUnit: null, label: null })) : cartLines,
    total: quote ? quote.total : order.total,
    currency: order.currency,
    placedAt: (order.paidAt ?? order.createdAt).toISOString(),
    next: nextStatuses(status, handoff).map(statusChoice),
  };
}
