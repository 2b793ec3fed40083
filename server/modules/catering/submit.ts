/**
 * Submitting a quote request: the buyer's get-a-quote order (its cart) with the event's details
 * and the buyer's contact becomes a lead. The submit step goes through the lifecycle table, the
 * cart's lines are kept with the lead as they were, and the lead and its first history row are
 * written in one transaction with the order locked, so an order has at most one lead.
 * Without a cart, the order is created in that same transaction, empty.
 */
import type { CountryCode, LocaleTag } from '@/domain/markets';
import { randomBytes, randomUUID } from 'node:crypto';
import { transition, type LeadStatusId } from '@/domain/catering';
import { Decimal, toMoneyString } from '@/domain/money';
import { HANDOFF, ORDER_CATEGORY } from '@/domain/ordering';
import type { WireQuoteRequest } from '@/domain/wire/catering';
import type { Database } from '@/server/db/client';
import type { LeadRequestLine, OrderDeliveryAddress, OrderGuest } from '@/server/db/schema';
import { ConflictError, UnprocessableError } from '@/server/errors';
import type { StoreSchedule } from '@/domain/ordering/store-hours';
import { type LineRow, type OrderRow, checkGuest } from '@/server/modules/orders';
import { checkEvent, type EventDetails } from './event';
import { actorRow, refusalError } from './moves';
import { findLeadOfOrder, insertHistory, insertLead, type LeadRow } from './repository';

/** A checked request, ready to be written. */
export type LeadDraft = {
  contact: OrderGuest;
  event: EventDetails;
  /** The store's time zone, in which the event's date and time were chosen. */
  timeZone: string;
  status: LeadStatusId;
  locale: LocaleTag;
  customerId: number | null;
};

/** The request checked against the store's calendar and the table's submit step; throws its refusal. */
/** `country`: the store's, whose phone numbers the buyer's must be. */
export function draftLead(request: WireQuoteRequest, schedule: StoreSchedule, country: CountryCode, locale: LocaleTag, customerId: number | null, now: Date): LeadDraft {
  const contact = checkGuest(request.contact, country);
  const event = checkEvent(request.event, schedule, now);
  const store = { timeZone: schedule.timeZone };
  const submit = transition({ status: null, eventStartsAt: event.eventStartsAt, timeZone: store.timeZone, headcount: event.headcount }, 'submit', 'buyer', now);
  if (!submit.ok) throw refusalError(submit);
  return { contact, event, timeZone: store.timeZone, status: submit.to, locale, customerId };
}

/** The cart's lines as they are now: unit price with options, and the line's amount. */
export function requestLinesOf(lines: readonly LineRow[]): { lines: LeadRequestLine[]; total: string } {
  const snapshot = lines.map((line) => {
    const unit = line.options.reduce((sum, option) => sum.plus(option.priceDelta), new Decimal(line.unitPrice));
    return {
      itemId: line.itemId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: toMoneyString(unit),
      options: line.options.map((option) => option.title),
      amount: toMoneyString(unit.times(line.quantity)),
    };
  });
  const total = snapshot.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  return { lines: snapshot, total: toMoneyString(total) };
}

/** 422 unless the order is a get-a-quote cart with at least one line. */
export function assertQuoteCart(order: Pick<OrderRow, 'categoryId' | 'number'>, lineCount: number): void {
  if (order.categoryId !== ORDER_CATEGORY.getAQuote) {
    throw new UnprocessableError(`Order ${order.number} is not a get-a-quote order: start a quote to request catering`, undefined, {
      code: 'catering_not_a_quote_order',
      params: { number: String(order.number) },
    });
  }
  if (lineCount === 0) {
    throw new UnprocessableError(`Order ${order.number} has no items: add the dishes you would like quoted`, undefined, {
      code: 'catering_cart_empty',
      params: { number: String(order.number) },
    });
  }
}

type LeadOrder = Pick<OrderRow, 'id' | 'number' | 'brandId' | 'countryCode' | 'currency' | 'locationId' | 'handoffId' | 'deliveryAddress'>;

/** Writes the lead of `order` and its first history row in `tx` (only `tx`); 409 when the order already has one. */
export async function insertDraft(
  tx: Database,
  order: LeadOrder,
  draft: LeadDraft,
  request: { lines: LeadRequestLine[]; total: string },
  now: Date,
): Promise<LeadRow> {
  const existing = await findLeadOfOrder(tx, order.id);
  if (existing) {
    throw new ConflictError(`Order ${order.number} already has quote ${existing.number}`, {
      code: 'catering_request_exists',
      params: { number: existing.number },
    });
  }
  const address: OrderDeliveryAddress | null = order.handoffId === HANDOFF.delivery ? order.deliveryAddress : null;
  const lead = await insertLead(tx, {
    id: randomUUID(),
    brandId: order.brandId,
    countryCode: order.countryCode,
    locale: draft.locale,
    currency: order.currency,
    locationId: order.locationId,
    orderId: order.id,
    customerId: draft.customerId,
    contact: draft.contact,
    handoffId: order.handoffId === HANDOFF.delivery ? HANDOFF.delivery : HANDOFF.pickup,
    deliveryAddress: address,
    ...draft.event,
    timeZone: draft.timeZone,
    requestLines: request.lines,
    requestTotal: request.total,
    statusId: draft.status,
    linkNonce: randomBytes(16).toString('hex'),
    createdAt: now,
    updatedAt: now,
  });
  await insertHistory(tx, { leadId: lead.id, fromStatus: null, toStatus: draft.status, event: 'submit', actor: actorRow({ kind: 'buyer' }), at: now });
  return lead;
}
