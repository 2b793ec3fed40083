/**
 * What the thank-you page, the GraphQL `order` field and the confirmation email show, read
 * straight from the orders tables: the order, its lines with their options, its store, and the
 * tenders that paid it (through payments' door) and the refunds staff gave; for a catering quote's order, its estimate too.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { ORDER_CATEGORY } from '@/domain/ordering';
import type { PaymentTender } from '@/domain/payments/tender';
import { quoteReceiptOf, type QuoteReceipt } from '@/server/modules/catering';
import { type StoreSummaryRow, storeSummaryColumns } from '@/server/modules/locations';
import { paymentsOf, type PaymentRow } from '@/server/modules/payments';
import { succeededRefundsOf } from './refund-repository';

export type ConfirmationOrderRow = typeof t.orders.$inferSelect;
export type ConfirmationLineRow = {
  id: number;
  quantity: number;
  unitPrice: string;
  specialInstructions: string | null;
  /** Whose line it is: a group order's guest name. */
  label: string | null;
  title: string;
  /** The item's: 'lb' is sold by weight. */
  unit: string;
  translations: t.Translations;
};
export type ConfirmationOptionRow = { orderItemId: number; priceDelta: string; title: string; translations: t.Translations };
export type ConfirmationLocationRow = StoreSummaryRow;

export type ConfirmationRows = {
  order: ConfirmationOrderRow;
  lines: ConfirmationLineRow[];
  options: ConfirmationOptionRow[];
  location: ConfirmationLocationRow;
  payments: PaymentRow[];
  /** The brand's name, for signatures: "Whitlock's Barbecue Pit". */
  brandTitle: string;
  /** A catering quote's order: its estimate, which it shows instead of its cart. */
  quote?: QuoteReceipt;
  /** The staff refunds that went through, oldest first. */
  refunds: RefundShown[];
};

export type RefundShown = { amount: string; settledAt: Date | null; createdAt: Date; paymentLabel: string; paymentTender: PaymentTender | null };

export async function loadConfirmationRows(db: Database, orderId: string): Promise<ConfirmationRows | undefined> {
  const [found] = await db
    .select({ order: t.orders, brandTitle: t.brands.title })
    .from(t.orders)
    .innerJoin(t.brands, eq(t.brands.id, t.orders.brandId))
    .where(eq(t.orders.id, orderId));
  if (!found) return undefined;
  const { order, brandTitle } = found;
  const location = await loadLocation(db, order.locationId);
  if (!location) return undefined;
  const lines = await db
    .select({
      id: t.orderItems.id,
      quantity: t.orderItems.quantity,
      unitPrice: t.orderItems.unitPrice,
      specialInstructions: t.orderItems.specialInstructions,
      label: t.orderItems.label,
      title: t.items.title,
      unit: t.items.unit,
      translations: t.items.translations,
    })
    .from(t.orderItems)
    .innerJoin(t.items, eq(t.items.id, t.orderItems.itemId))
    .where(eq(t.orderItems.orderId, orderId))
    .orderBy(asc(t.orderItems.id));
  const options = lines.length === 0 ? [] : await loadOptions(db, lines.map((line) => line.id));
  const payments = await paymentsOf(db, orderId);
  const quote = order.categoryId === ORDER_CATEGORY.getAQuote ? await quoteReceiptOf(db, orderId) : undefined;
  const refunds = await succeededRefundsOf(db, orderId);
  return { order, lines, options, location, payments, brandTitle, refunds, ...(quote ? { quote } : {}) };
}

async function loadLocation(db: Database, locationId: number): Promise<ConfirmationLocationRow | undefined> {
  const [row] = await db
    .select(storeSummaryColumns)
    .from(t.locations)
    .innerJoin(t.cities, eq(t.cities.id, t.locations.cityId))
    .innerJoin(t.states, eq(t.states.id, t.locations.stateId))
    .innerJoin(t.countries, eq(t.countries.id, t.locations.countryId))
    .where(eq(t.locations.id, locationId));
  return row;
}

async function loadOptions(db: Database, orderItemIds: number[]): Promise<ConfirmationOptionRow[]> {
  return db
    .select({
      orderItemId: t.orderItemOptions.orderItemId,
      priceDelta: t.orderItemOptions.priceDelta,
      title: t.options.title,
      translations: t.options.translations,
    })
    .from(t.orderItemOptions)
    .innerJoin(t.options, eq(t.options.id, t.orderItemOptions.optionId))
    .where(inArray(t.orderItemOptions.orderItemId, orderItemIds))
    .orderBy(asc(t.orderItemOptions.groupId), asc(t.options.sortOrder));
}
