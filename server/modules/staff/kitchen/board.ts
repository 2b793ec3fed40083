/**
 * A store's kitchen board: its orders from the start of the store's day to a day ahead as tickets (items,
 * options, notes, handoff, vehicle or table), the open ones in the order they must start, the
 * ready ones latest first, and the all-day count of what is still to make (a catering quote's
 * order as its estimate). Titles are in the console's language; times are the store's.
 */
import { allDayCounts } from '@/domain/kitchen/ticket-all-day';
import { OPEN_TICKET_STATUSES } from '@/domain/kitchen/ticket-moves';
import { orderTickets, ticketMakeMinutes, ticketStartAt } from '@/domain/kitchen/ticket-order';
import { kitchenSpanOf } from '@/domain/kitchen/ticket-span';
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { weightUnitOf } from '@/domain/menu/weight-units';
import { ORDER_CATEGORY, orderHandoffValue } from '@/domain/ordering/handoffs';
import { parseLocalDate, storeDateOf, storeDayBounds, storeTimeOf } from '@/domain/ordering/order-day';
import { statusName } from '@/domain/ordering/order-status';
import type { WireKitchenAllDay, WireKitchenBoard, WireKitchenLine, WireKitchenTicket } from '@/domain/wire/kitchen-tickets';
import type { WireOrderHandoffDetails } from '@/domain/wire/handoffs';
import type { Database } from '@/server/db/client';
import { translated } from '@/server/locale';
import { quoteReceipts, type QuoteReceipt } from '@/server/modules/catering';
import type { StaffStoreRow } from '../repository';
import { queueHandoffDetails } from '../queue-handoffs';
import { kitchenLineOptions, kitchenLines, kitchenOrders, type KitchenOrderRow } from './repository';

/** The ready tickets the screen keeps for a recall, latest first. */
export const READY_TICKETS_SHOWN = 12;

/** The orders due in this span are on the screen (domain/kitchen/ticket-span.ts). */
export function kitchenSpan(store: Pick<StaffStoreRow, 'timeZone'>, now: Date): { from: Date; to: Date } {
  const today = storeDayBounds(parseLocalDate(storeDateOf(now, store.timeZone))!, store.timeZone);
  return kitchenSpanOf(today.from, now);
}

type Line = WireKitchenLine & { makeMinutes: number };

async function linesByOrder(db: Database, orderIds: string[], locale: LocaleTag, country: CountryCode): Promise<Map<string, Line[]>> {
  const rows = await kitchenLines(db, orderIds);
  const optionsOf = new Map<number, string[]>();
  for (const option of await kitchenLineOptions(db, rows.map((row) => row.id))) {
    optionsOf.set(option.orderItemId, [...(optionsOf.get(option.orderItemId) ?? []), translated(option.title, option.translations, locale)]);
  }
  const byOrder = new Map<string, Line[]>();
  for (const row of rows) {
    const line: Line = {
      itemId: row.itemId,
      quantity: row.quantity,
      title: translated(row.title, row.translations, locale),
      weightUnit: weightUnitOf(row.unit, country),
      options: optionsOf.get(row.id) ?? [],
      specialInstructions: row.specialInstructions,
      // A group order names each guest's line; lines of other orders have no label.
      label: row.label,
      makeMinutes: row.makeMinutes,
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), line]);
  }
  return byOrder;
}

type Ticket = { order: KitchenOrderRow; lines: WireKitchenLine[]; makeMinutes: number };

/**
 * An order's ticket lines and make-time. A catering quote's order is made from its estimate
 * (its lines, written by staff, name no menu item); its make-time is still its requested items'.
 */
function ticketOf(order: KitchenOrderRow, cartLines: Line[], quote: QuoteReceipt | undefined): Ticket {
  const lines = quote
    ? quote.lines.map(({ quantity, title }) => ({ itemId: null, quantity, title, weightUnit: null, options: [], specialInstructions: null, label: null }))
    : cartLines.map(({ makeMinutes: _, ...line }) => line);
  return { order, lines, makeMinutes: ticketMakeMinutes(cartLines) };
}

const promisedAtOf = (order: KitchenOrderRow) => order.timeslotStart ?? order.paidAt ?? order.createdAt;

function presentTicket({ order, lines, makeMinutes }: Ticket, details: WireOrderHandoffDetails | null, timeZone: string): WireKitchenTicket {
  const promisedAt = promisedAtOf(order);
  const startAt = ticketStartAt({ promisedAt, makeMinutes });
  const guest = order.guest;
  return {
    orderId: order.id,
    number: String(order.number),
    status: statusName(order.statusId),
    handoff: orderHandoffValue(order.handoffId),
    customerName: guest ? `${guest.firstName} ${guest.lastName.slice(0, 1)}.`.trim() : null,
    promisedAt: promisedAt.toISOString(),
    promisedTime: storeTimeOf(promisedAt, timeZone),
    asap: order.timeslotAsap || !order.timeslotStart,
    makeMinutes,
    startAt: startAt.toISOString(),
    startTime: storeTimeOf(startAt, timeZone),
    lines,
    vehicle: details?.vehicle ?? null,
    tableNumber: details?.tableNumber ?? null,
    arrivedTime: details?.arrivedTime ?? null,
    deliveryInstructions: order.deliveryInstructions,
    updatedAt: order.updatedAt.toISOString(),
  };
}

export async function kitchenBoardOf(db: Database, store: StaffStoreRow, now: Date, locale: LocaleTag): Promise<WireKitchenBoard> {
  const { from, to } = kitchenSpan(store, now);
  const rows = await kitchenOrders(db, store.id, from, to);
  const cartLines = await linesByOrder(db, rows.map((row) => row.id), locale, store.countryCode as CountryCode);
  const quotes = await quoteReceipts(db, rows.filter((row) => row.categoryId === ORDER_CATEGORY.getAQuote).map((row) => row.id));
  const handoffs = await queueHandoffDetails(db, store, rows);
  const tickets = rows.map((order) => ticketOf(order, cartLines.get(order.id) ?? [], quotes.get(order.id)));
  const present = (ticket: Ticket) => presentTicket(ticket, handoffs.get(ticket.order.id) ?? null, store.timeZone);
  const open = orderTickets(
    tickets
      .filter(({ order }) => OPEN_TICKET_STATUSES.includes(statusName(order.statusId)))
      .map((ticket) => ({ ...ticket, promisedAt: promisedAtOf(ticket.order), number: ticket.order.number })),
  );
  const ready = tickets
    .filter(({ order }) => statusName(order.statusId) === 'ready')
    .sort((a, b) => b.order.updatedAt.getTime() - a.order.updatedAt.getTime() || b.order.number - a.order.number)
    .slice(0, READY_TICKETS_SHOWN);
  const units = new Map(open.flatMap(({ lines }) => lines.map((line) => [line.itemId, line.weightUnit] as const)));
  const allDay: WireKitchenAllDay[] = allDayCounts(open).map((count) => ({ ...count, weightUnit: units.get(count.itemId) ?? null }));
  return {
    store: { id: store.id, title: store.title, timeZone: store.timeZone },
    now: now.toISOString(),
    tickets: open.map(present),
    ready: ready.map(present),
    allDay,
  };
}
