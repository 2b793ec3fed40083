/**
 * The order's totals: domain/ordering's priceOrder over the stored lines, in the store's
 * currency, with the store's tax components for the handoff (contained in the prices where the
 * country shows tax-inclusive prices) and delivery fee (a courier network's quoted fee once quoted), the tip and the cart limits of the store and category.
 * `saveTotals` writes them in the caller's transaction after every change, so the stored totals
 * always match the lines (the 50-parallel-additions guarantee rests on the order row lock).
 */
import {
  priceOrder,
  pricesIncludeTax,
  resolveCartLimits,
  taxComponents,
  type HandoffId,
  type OrderCategoryId,
  type OrderPricing,
  toCoupon,
  type Tip,
} from '@/domain/ordering';
import { COUNTRIES } from '@/domain/markets';
import type { Database } from '@/server/db/client';
import { categorySettings, type StoreRow } from '@/server/modules/locations';
import { couponsOfOrder, type OrderCouponRow } from './coupon-repository';
import { courierFeeOf } from './courier-fee-repository';
import type { CategorySettingsRow } from './store-facts-repository';
import { linesAndCouponsOf, linesOf, updateOrder, type LineRow, type NewOrderRow, type OrderRow } from './repository';

/** `coupons`: the coupons on the order, in the order of `pricing.coupons`. */
export type PricedOrder = { order: OrderRow; store: StoreRow; lines: LineRow[]; coupons: OrderCouponRow[]; pricing: OrderPricing };

export function tipOf(order: Pick<OrderRow, 'tipKind' | 'tipValue'>): Tip | null {
  if (order.tipKind === null || order.tipValue === null) return null;
  return order.tipKind === 'percent' ? { kind: 'percent', value: order.tipValue } : { kind: 'amount', value: order.tipValue };
}

async function limitsFor(db: Database, order: OrderRow, known: KnownParts) {
  const settings = known.categorySettings ? known.categorySettings.row : await categorySettings(db, order.locationId, order.categoryId);
  const overrides = {
    ...(settings?.minItemQuantity != null && { minItemQuantity: settings.minItemQuantity }),
    ...(settings?.minAmount != null && { minAmount: settings.minAmount }),
    ...(settings?.minItems != null && { minItems: settings.minItems }),
    ...(settings?.maxItems != null && { maxItems: settings.maxItems }),
  };
  return resolveCartLimits(order.categoryId as OrderCategoryId, overrides);
}

/**
 * What the caller has read of the order already (a new order: none of either), so it is not read
 * again; `categorySettings`: the store's settings row of the order's category (undefined `row`: none).
 */
export type KnownParts = Partial<Pick<PricedOrder, 'lines' | 'coupons'>> & { categorySettings?: { row: CategorySettingsRow | undefined } };

/** Prices the order as stored (reads only). */
export async function priceStoredOrder(db: Database, order: OrderRow, store: StoreRow, known: KnownParts = {}): Promise<PricedOrder> {
  const read = known.lines || known.coupons ? undefined : await linesAndCouponsOf(db, order.id);
  const lines = known.lines ?? read?.lines ?? (await linesOf(db, order.id));
  const coupons = known.coupons ?? read?.coupons ?? (await couponsOfOrder(db, order.id));
  const handoffId = order.handoffId as HandoffId;
  const pricing = priceOrder({
    lines: lines.map((line) => ({
      itemId: line.itemId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      options: line.options.map((option) => ({ optionId: option.id, title: option.title, priceDelta: option.priceDelta })),
      subcategoryId: line.sectionId,
      minQuantity: line.minQuantity,
      ...(line.rewardId && { freeQuantity: 1 }),
    })),
    handoffId,
    taxComponents: taxComponents({ countryCode: store.countryCode, stateLabel: store.stateLabel, locationRate: store.taxRate, handoffId }),
    taxIncluded: pricesIncludeTax(store.countryCode),
    currency: COUNTRIES[store.countryCode].currency,
    deliveryFee: (await courierFeeOf(db, order)) ?? store.deliveryFee,
    tip: tipOf(order),
    coupons: coupons.map(({ coupon, code }) => toCoupon(coupon, code)),
    limits: await limitsFor(db, order, known),
  });
  return { order, store, lines, coupons, pricing };
}

/**
 * Prices the order and stores its totals (inside the caller's transaction, order row locked).
 * `changes`: the order's own fields the same change sets (guest, time, tip...): the order is priced
 * as changed, and they are written with the totals, in one statement.
 */
export async function saveTotals(
  tx: Database,
  order: OrderRow,
  store: StoreRow,
  now: Date,
  known: KnownParts = {},
  changes: Partial<NewOrderRow> = {},
): Promise<PricedOrder> {
  const priced = await priceStoredOrder(tx, { ...order, ...changes } as OrderRow, store, known);
  const saved = await updateOrder(tx, order.id, { ...changes, ...storedTotalsOf(priced), updatedAt: now });
  return { ...priced, order: saved };
}

/** The order row's totals columns, as a pricing gives them. */
export function storedTotalsOf({ pricing, lines }: Pick<PricedOrder, 'pricing' | 'lines'>) {
  return {
    subtotal: pricing.subtotal,
    discountTotal: pricing.discountTotal,
    deliveryFee: pricing.deliveryFee,
    taxes: pricing.taxes.map(({ code, rate, amount }) => ({ code, rate, amount })),
    taxTotal: pricing.taxTotal,
    tip: pricing.tip,
    total: pricing.total,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  } satisfies Partial<NewOrderRow>;
}
