/**
 * The buyer's quote use cases: submit a request (from a get-a-quote cart, or without one),
 * read a quote (by its order, or by its number with the link token), answer an estimate
 * (accept, or reject with a reason) and list a signed-in buyer's quotes. Reads and checks run
 * before the transaction; inside it only `tx` is used; emails go out after commit.
 */
import type { LocaleTag } from '@/domain/markets';
import type { LeadEvent } from '@/domain/catering';
import { ORDER_CATEGORY } from '@/domain/ordering';
import type { WireQuote, WireQuoteRequest, WireQuoteRequestNew, WireQuoteResponse } from '@/domain/wire/catering';
import type { Database } from '@/server/db/client';
import { type LocationScope, scheduleOf, storeOf, type StoreRow, assertTakesOrders } from '@/server/modules/locations';
import { mayAccess, orderNotFound, type OrderCaller, findOrder, linesOf, lockOrder, assertOpen, type OrderDraft, type OrderService } from '@/server/modules/orders';
import { storeDateOf } from '@/domain/ordering/order-day';
import { linkToken, mayAccessLead, quoteNotFound, type QuoteCaller } from './access';
import { sendLeadMail, type CateringMailDeps } from './mail';
import { applyMove } from './moves';
import { menuItemIdsOf, menuNamesOf } from './menu-names-repository';
import { presentQuote } from './presenter';
import { findLeadByNumber, findLeadOfOrder, latestEstimate, latestEstimates, leadLocation, leadsOfCustomer, type LeadRow } from './repository';
import { assertQuoteCart, draftLead, insertDraft, requestLinesOf, type LeadDraft } from './submit';

export type BuyerServiceDeps = CateringMailDeps & { orders: OrderService; clock?: () => Date };

/** A checked request without a cart: the order to create and the lead to write with it. */
export type NewQuoteDraft = { order: OrderDraft; lead: LeadDraft; locale: LocaleTag; now: Date };

export function createBuyerQuoteService(deps: BuyerServiceDeps) {
  const { db, orders, linkSecret, clock = () => new Date() } = deps;

  /** The quote as `locale` reads it: the requested items and options in its language where the menu has them. */
  async function present(lead: LeadRow, locale: LocaleTag, extra: Partial<WireQuote> = {}): Promise<WireQuote> {
    const estimate = (await latestEstimate(db, lead.id)) ?? null;
    const names = await menuNamesOf(db, [...lead.requestLines.map((line) => line.itemId), ...menuItemIdsOf(estimate)]);
    return { ...presentQuote({ lead, estimate, location: await leadLocation(db, lead.locationId), now: clock(), names, locale }), ...extra };
  }

  /** The store's hours and its exceptions from its today on: the days an event can be on. */
  async function calendarOf(store: Pick<StoreRow, 'id' | 'timeZone'>, now: Date) {
    return scheduleOf(db, store, storeDateOf(now, store.timeZone));
  }

  /** The lead of the order when the caller may see it; the same 404 for an unknown order, a missing lead or a stranger. */
  async function leadOfOrder(orderId: string, caller: QuoteCaller): Promise<LeadRow> {
    const order = await findOrder(db, orderId);
    const lead = order && (await findLeadOfOrder(db, orderId));
    if (!order || !lead || !mayAccessLead(linkSecret, lead, caller, order)) throw quoteNotFound(`of order ${orderId}`);
    return lead;
  }


  return {
    /** A request from the buyer's get-a-quote cart. */
    async submitForOrder(orderId: string, caller: OrderCaller, request: WireQuoteRequest, locale: LocaleTag): Promise<WireQuote> {
      const now = clock();
      const order = await findOrder(db, orderId);
      if (!order || !mayAccess(order, caller)) throw orderNotFound(orderId);
      assertOpen(order);
      const store = await storeOf(db, order.locationId);
      assertTakesOrders(store);
      const cart = requestLinesOf(await linesOf(db, orderId));
      assertQuoteCart(order, cart.lines.length);
      const draft = draftLead(request, await calendarOf(store, now), store.countryCode, locale, order.customerId ?? caller.customerId ?? null, now);
      const lead = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, orderId);
        if (!locked) throw orderNotFound(orderId);
        assertOpen(locked);
        return insertDraft(tx, locked, draft, cart, now);
      });
      await sendLeadMail(deps, lead.id, { kind: 'received' });
      return present(lead, locale, { accessToken: linkToken(linkSecret, lead) });
    },

    /** A request without a cart, checked before any transaction (store, delivery radius, event). */
    async prepareNew(scope: LocationScope & { locale: LocaleTag }, request: WireQuoteRequestNew, customerId: number | null): Promise<NewQuoteDraft> {
      const now = clock();
      const handoff = request.handoff === 'delivery' ? 'delivery' : 'pickup';
      const orderInput = { locationId: request.locationId, handoff, categoryId: ORDER_CATEGORY.getAQuote, deliveryAddress: request.deliveryAddress } as const;
      const order = await orders.prepareCreate(scope, orderInput, customerId);
      return { order, lead: draftLead(request, await calendarOf(order.store, now), order.store.countryCode, scope.locale, customerId, now), locale: scope.locale, now };
    },

    /** Writes the empty get-a-quote order and its lead in `tx` (only `tx`) and answers the quote with both tokens. */
    async insertNew(tx: Database, draft: NewQuoteDraft): Promise<WireQuote> {
      const { order: prepared, now } = draft;
      const created = await orders.insertCreated(tx, prepared, draft.locale);
      const order = {
        id: created.id,
        number: Number(created.number),
        brandId: prepared.brandId,
        countryCode: prepared.store.countryCode,
        currency: prepared.store.currency.toUpperCase(),
        locationId: prepared.store.id,
        handoffId: prepared.handoffId,
        deliveryAddress: prepared.deliveryAddress,
      };
      const lead = await insertDraft(tx, order, draft.lead, { lines: [], total: '0.00' }, now);
      const quote = presentQuote({ lead, estimate: null, location: await leadLocation(tx, lead.locationId), now });
      return { ...quote, accessToken: linkToken(linkSecret, lead), orderAccessToken: created.accessToken };
    },

    /** The request-received email of a quote just submitted (after commit). */
    async mailReceived(number: number): Promise<void> {
      const lead = await findLeadByNumber(db, number);
      if (lead) await sendLeadMail(deps, lead.id, { kind: 'received' });
    },

    async getForOrder(orderId: string, caller: QuoteCaller, locale: LocaleTag): Promise<WireQuote> {
      return present(await leadOfOrder(orderId, caller), locale);
    },

    async getByNumber(number: number, caller: QuoteCaller, locale: LocaleTag): Promise<WireQuote> {
      const lead = await findLeadByNumber(db, number);
      if (!lead || !mayAccessLead(linkSecret, lead, caller)) throw quoteNotFound(String(number));
      return present(lead, locale);
    },

    /** Accept, or reject with a reason, through the lifecycle table as the buyer. */
    async respond(orderId: string, caller: QuoteCaller, response: WireQuoteResponse, locale: LocaleTag): Promise<WireQuote> {
      const lead = await leadOfOrder(orderId, caller);
      const event: LeadEvent = response.response === 'accept' ? 'accept' : 'reject';
      const reason = response.response === 'reject' ? response.reason : undefined;
      const now = clock();
      const outcome = await db.transaction((tx) => applyMove(tx, lead.id, event, { kind: 'buyer' }, now, { reason }));
      return present(outcome.after.lead, locale);
    },

    async listMine(customerId: number, page: number, pageSize: number, locale: LocaleTag) {
      const { rows, total } = await leadsOfCustomer(db, customerId, page, pageSize);
      const estimates = await latestEstimates(db, rows.map((row) => row.id));
      const names = await menuNamesOf(db, rows.flatMap((lead) => [...lead.requestLines.map((line) => line.itemId), ...menuItemIdsOf(estimates.get(lead.id))]));
      const now = clock();
      const data = await Promise.all(
        rows.map(async (lead) => presentQuote({ lead, estimate: estimates.get(lead.id) ?? null, location: await leadLocation(db, lead.locationId), now, names, locale })),
      );
      return { data, total, page, pageSize };
    },
  };
}

export type BuyerQuoteService = ReturnType<typeof createBuyerQuoteService>;
