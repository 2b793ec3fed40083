/**
 * Order use cases: create, read, add/change/remove lines, checkout details
 * (guest, timeslot, delivery details, tip) and timeslots. Every change runs in one transaction
 * that locks the order row first and recomputes the totals from the lines before committing.
 * Geocoding and radius checks (reads) happen before the transaction: inside it only `tx` is used.
 */
import type { LocaleTag } from '@/domain/markets';
import { randomUUID } from 'node:crypto';
import { INTERFACE_MESSAGES } from '@/domain/messages';
import { categorySlugOf, HANDOFF, handoffIdOf, type HandoffId, type OrderCategoryId } from '@/domain/ordering';
import type {
  WireAddItem,
  WireChangeItem,
  WireCreateOrder,
  WireDeliveryAddressInput,
  WireOrder,
  WireTimeslots,
  WireUpdateOrder,
} from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import type { OrderDeliveryAddress } from '@/server/db/schema';
import { BadRequestError, NotFoundError, UnprocessableError } from '@/server/errors';
import { type LocationScope, offeredHandoffOf, StoreMissingError, storeOf, type StoreRow, assertTakesOrders } from '@/server/modules/locations';
import { storeFinderServiceFor, type StoreFinderService } from '@/server/modules/store-finder';
import { listTimeslots } from '@/server/modules/timeslots';
import { shortDaysOf } from '@/server/modules/smoke';
import { mayAccess, newAccessToken, orderNotFound, type OrderCaller } from './access';
import { applyDetails, type PreparedDetails } from './details';
import { checkGuest } from './guest';
import { applyHandoff, handoffDetailsOf, hasHandoffFields, prepareHandoff, type PreparedHandoff } from './handoff-details';
import { addLine, changeLine, removeLine } from './lines';
import { presentOrder } from './presenter';
import { lockMutableOrder, callerAdmission } from './mutable-order';
import type { OrderLifecycle } from './lifecycle';
import { findOrder, insertOrder, type NewOrderRow, type OrderRow } from './repository';
import { checkTip } from './tip';
import { settingsOfCategory, slotFactsOf, storeFactsOf, type StoreFacts } from './store-facts';
import type { CategorySettingsRow } from './store-facts-repository';
import { priceStoredOrder, saveTotals, storedTotalsOf, type PricedOrder } from './totals';

/** A checked order creation, ready to be written. */
export type OrderDraft = {
  brandId: number;
  store: StoreRow;
  categoryId: OrderCategoryId;
  handoffId: number;
  customerId: number | null;
  deliveryAddress: OrderDeliveryAddress | null;
  /** The creating browser's device (./device.ts), or null. */
  deviceHash: string | null;
  /** The store's settings row of the category when read already (undefined: none). */
  categorySettings?: CategorySettingsRow | undefined;
};

/** The order with its handoff details (table, vehicle, arrival, where to park). */
async function withHandoffDetails(db: Database, wire: WireOrder, order: OrderRow): Promise<WireOrder> {
  return { ...wire, handoffDetails: await handoffDetailsOf(db, order) };
}

/**
 * What else leaves with a removed line, in the same transaction, before the line is deleted
 * (loyalty's wallet: the reward that made the line free goes back to the wallet).
 */
export type LineRemovedListener = (tx: Database, orderItemId: number, at: Date) => Promise<void>;

/**
 * `finder`: the store finder (geocoding, delivery radius), by default the one over `db`.
 * `lineRemoved`: given by whoever serves the removal of lines (the order routes).
 * `lifecycle`: the app's order lifecycle: a new order is published `placed` in the transaction that writes it.
 */
export type OrderServiceDeps = {
  db: Database;
  finder?: StoreFinderService;
  clock?: () => Date;
  lineRemoved?: LineRemovedListener;
  lifecycle?: Pick<OrderLifecycle, 'publish'>;
};

const UPDATE_FIELDS = ['guest', 'timeslot', 'aptSuitBldg', 'deliveryInstructions', 'tip', 'deliveryAddress', 'vehicle', 'tableNumber'] as const;

export function createOrderService(deps: OrderServiceDeps) {
  const { db, finder = storeFinderServiceFor(db), clock = () => new Date(), lineRemoved = async () => {}, lifecycle } = deps;
  const storeFacts = storeFactsOf(db);
  /** The order when the caller may see it; 404 otherwise (unknown and forbidden look the same). */
  async function accessible(orderId: string, caller: OrderCaller): Promise<OrderRow> {
    const order = await findOrder(db, orderId);
    if (!order || !mayAccess(order, caller)) throw orderNotFound(orderId);
    return order;
  }

  /**
   * One change: lock the order through the one door of every change (mutable-order.ts: a caller
   * it does not open gets the 404 of an unknown order; a quote's frozen cart, a paid or closed
   * order, a payment taken refuse with 409), change it, reprice and save the totals.
   */
  async function change(
    orderId: string,
    caller: OrderCaller,
    apply: (tx: Database, order: OrderRow, store: StoreRow, now: Date, facts: StoreFacts) => Promise<Partial<NewOrderRow> | void>,
  ): Promise<PricedOrder> {
    const now = clock();
    return db.transaction(async (tx) => {
      const locked = await lockMutableOrder(tx, orderId, callerAdmission(caller));
      const facts = await storeFacts.store(tx, locked.locationId);
      // The order's own fields the change sets are written with the totals, in one statement.
      const changes = (await apply(tx, locked, facts.store, now, facts)) ?? {};
      return saveTotals(tx, locked, facts.store, now, { categorySettings: { row: settingsOfCategory(facts, locked.categoryId) } }, changes);
    });
  }

  /** Where the delivery address lies, and a 422 when the store does not deliver there. */
  async function placeForDelivery(scope: LocationScope, locationId: number, categoryId: number, input: WireDeliveryAddressInput) {
    const point = finder.placeAddress(input, scope.country);
    const check = await finder.checkDelivery(scope, locationId, categoryId, point);
    if (!check.deliverable) {
      throw new UnprocessableError(
        `Location ${locationId} does not deliver to ${input.zip.trim()}: the address is ${check.distanceKm} km away and it delivers within ${check.radiusKm} km`,
      );
    }
    const address: OrderDeliveryAddress = {
      address: input.address.trim(),
      city: input.city.trim(),
      state: input.state?.trim() || null,
      zip: input.zip.trim().toUpperCase(),
      latitude: point.lat,
      longitude: point.lng,
    };
    return address;
  }

  async function prepareDetails(order: OrderRow, input: WireUpdateOrder, customerId: number | null): Promise<PreparedDetails & { handoff?: PreparedHandoff }> {
    if (!UPDATE_FIELDS.some((field) => input[field] !== undefined)) {
      throw new BadRequestError(`Send at least one of ${UPDATE_FIELDS.join(', ')}`);
    }
    const isDelivery = order.handoffId === HANDOFF.delivery;
    for (const field of ['aptSuitBldg', 'deliveryInstructions', 'deliveryAddress'] as const) {
      const value = input[field];
      const given = typeof value === 'string' ? value.trim() !== '' : value != null;
      if (given && !isDelivery) throw new BadRequestError(`"${field}" applies to delivery orders only`);
    }
    const scope = { brandId: order.brandId, country: order.countryCode };
    const handoff = hasHandoffFields(input) ? await prepareHandoff(db, order.handoffId, input, customerId) : undefined;
    return {
      handoff,
      guest: input.guest && checkGuest(input.guest, order.countryCode),
      tip: input.tip === undefined ? undefined : input.tip && checkTip(input.tip),
      timeslot: input.timeslot,
      aptSuitBldg: input.aptSuitBldg,
      deliveryInstructions: input.deliveryInstructions,
      deliveryAddress: input.deliveryAddress && (await placeForDelivery(scope, order.locationId, order.categoryId, input.deliveryAddress)),
    };
  }

  /** Order creation's reads and checks, before any transaction (geocoding, radius, store rules). */
  async function prepareCreate(scope: LocationScope, input: WireCreateOrder, customerId: number | null, deviceHash: string | null = null): Promise<OrderDraft> {
    const facts = await factsInMarket(scope, input.locationId);
    if (!facts) throw new NotFoundError(`Location ${input.locationId} was not found`);
    const { store } = facts;
    assertTakesOrders(store);
    const categoryId = input.categoryId as OrderCategoryId;
    if (!facts.menuCategories.includes(categoryId)) {
      throw new UnprocessableError(`Location ${store.id} has no ${categorySlugOf(categoryId)} menu`);
    }
    const handoffId = handoffIdOf(input.handoff) as HandoffId;
    offeredHandoffOf(facts.handoffs, store.id, handoffId);
    if (handoffId === HANDOFF.delivery && !input.deliveryAddress) {
      throw new BadRequestError(INTERFACE_MESSAGES.fullDeliveryAddressNeeded, ['"deliveryAddress" is required for delivery'], { code: 'full_delivery_address_needed' });
    }
    if (handoffId !== HANDOFF.delivery && input.deliveryAddress) {
      throw new BadRequestError('"deliveryAddress" applies to delivery orders only');
    }
    const deliveryAddress = input.deliveryAddress ? await placeForDelivery(scope, store.id, categoryId, input.deliveryAddress) : null;
    return { brandId: scope.brandId, store, categoryId, handoffId, customerId, deliveryAddress, deviceHash, categorySettings: settingsOfCategory(facts, categoryId) };
  }

  /** The store's facts when it is a store of the request's market; undefined when unknown or in another market. */
  async function factsInMarket(scope: LocationScope, locationId: number): Promise<StoreFacts | undefined> {
    const facts = await storeFacts.store(db, locationId).catch((error: unknown) => {
      if (error instanceof StoreMissingError) return undefined;
      throw error;
    });
    if (!facts || facts.store.brandId !== scope.brandId || facts.store.countryCode !== scope.country) return undefined;
    return facts;
  }

  /** Writes a prepared order in `tx` (only `tx`), priced, and answers it with its access token. */
  async function insertCreated(tx: Database, draft: OrderDraft, locale: LocaleTag): Promise<WireOrder> {
    const { store } = draft;
    const { token, hash } = newAccessToken();
    const now = clock();
    const row = {
      id: randomUUID(),
      brandId: draft.brandId,
      countryCode: store.countryCode,
      currency: store.currency.toUpperCase(),
      locationId: store.id,
      categoryId: draft.categoryId,
      handoffId: draft.handoffId,
      accessTokenHash: hash,
      customerId: draft.customerId,
      deviceHash: draft.deviceHash,
      locale,
      deliveryAddress: draft.deliveryAddress,
      createdAt: now,
      updatedAt: now,
    };
    // A new order has no lines, coupons or tip yet: it is priced before it is written, and goes in with its totals.
    const categorySettings = 'categorySettings' in draft ? { row: draft.categorySettings } : undefined;
    const known = { lines: [], coupons: [], ...(categorySettings ? { categorySettings } : {}) };
    const unsaved = await priceStoredOrder(tx, { ...row, tipKind: null, tipValue: null } as OrderRow, store, known);
    const order = await insertOrder(tx, { ...row, ...storedTotalsOf(unsaved) });
    const priced = { ...unsaved, order };
    await lifecycle?.publish(tx, 'placed', order, now, { store, locale });
    return withHandoffDetails(tx, presentOrder(priced, locale, token), order);
  }

  return {
    /** `customerId`: the signed-in creator, who then owns the order (null for guests). */
    async create(scope: LocationScope, input: WireCreateOrder, locale: LocaleTag, customerId: number | null = null): Promise<WireOrder> {
      const draft = await prepareCreate(scope, input, customerId);
      return db.transaction((tx) => insertCreated(tx, draft, locale));
    },

    prepareCreate,
    insertCreated,

    async get(orderId: string, caller: OrderCaller, locale: LocaleTag): Promise<WireOrder> {
      const order = await accessible(orderId, caller);
      return withHandoffDetails(db, presentOrder(await priceStoredOrder(db, order, await storeOf(db, order.locationId)), locale), order);
    },

    async addItem(orderId: string, caller: OrderCaller, input: WireAddItem, locale: LocaleTag): Promise<WireOrder> {
      const priced = await change(orderId, caller, async (tx, order, store, now) => {
        await addLine(tx, order, store, input, now);
      });
      return presentOrder(priced, locale);
    },

    async changeItem(orderId: string, caller: OrderCaller, orderItemId: number, input: WireChangeItem, locale: LocaleTag) {
      const priced = await change(orderId, caller, async (tx, order) => {
        await changeLine(tx, order, orderItemId, input);
      });
      return presentOrder(priced, locale);
    },

    async removeItem(orderId: string, caller: OrderCaller, orderItemId: number, locale: LocaleTag): Promise<WireOrder> {
      const priced = await change(orderId, caller, async (tx, order, _store, now) => {
        await removeLine(tx, order, orderItemId, (line) => lineRemoved(tx, line, now));
      });
      return presentOrder(priced, locale);
    },

    /** `deviceHash`: the calling browser's device (./device.ts), kept when the change gives the guest or the time. */
    async update(orderId: string, caller: OrderCaller, input: WireUpdateOrder, locale: LocaleTag, deviceHash: string | null = null): Promise<WireOrder> {
      const customerId = caller.customerId ?? null;
      // Handoff fields and a delivery address are prepared with reads of their own, before the
      // transaction; anything else is checked on the order the change locks, with no read of its own.
      const readsFirst = hasHandoffFields(input) || input.deliveryAddress != null;
      const early = readsFirst ? await prepareDetails(await accessible(orderId, caller), input, customerId) : null;
      const priced = await change(orderId, caller, async (tx, order, store, now, facts) => {
        const { handoff, ...details } = early ?? (await prepareDetails(order, input, customerId));
        if (handoff) await applyHandoff(tx, order.id, handoff, now);
        if (Object.values(details).every((value) => value === undefined)) return;
        return applyDetails(tx, { order, store, now, deviceHash, facts: { cache: storeFacts, store: facts } }, details);
      });
      return withHandoffDetails(db, presentOrder(priced, locale), priced.order);
    },

    async timeslots(orderId: string, caller: OrderCaller): Promise<WireTimeslots> {
      const order = await accessible(orderId, caller);
      const facts = await storeFacts.store(db, order.locationId);
      const now = clock();
      const known = await slotFactsOf(storeFacts, db, facts, order, now);
      const slots = await listTimeslots(db, { order, store: facts.store, hours: facts.hours, now, known });
      // A day whose smoke cannot serve the order's counted meats offers no time (a meat sold out today: tomorrow's times).
      const short = await shortDaysOf(db, order, slots.days.map((day) => day.date));
      if (short.size === 0) return slots;
      const days = slots.days.filter((day) => !short.has(day.date));
      return { ...slots, days, asapAvailable: slots.asapAvailable && days[0]?.date === slots.days[0]?.date };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
