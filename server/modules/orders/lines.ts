/**
 * Order lines: add, change, remove, inside the caller's transaction with the order row locked.
 * Prices come from the store's location_items and the options' price deltas, never from the
 * request; the item must be sold at the store, on a menu of the order's category, and orderable
 * for the order's handoff time (server/modules/menus: sold out, dayparts, holiday only).
 */
import { categorySlugOf, type OrderCategoryId } from '@/domain/ordering';
import type { WireAddItem, WireChangeItem } from '@/domain/wire/orders';
import type { Database } from '@/server/db/client';
import { NotFoundError, UnprocessableError } from '@/server/errors';
import { itemAtStore, sectionsOfItem, type StoreRow, assertTakesOrders } from '@/server/modules/locations';
import { assertOrderable } from '@/server/modules/menus';
import { checkOptions } from './options';
import { deleteLine, findLine, insertLine, optionRulesOf, updateLine, type OrderRow } from './repository';

/** More lines than any real cart holds; quantities go on one line. */
export const MAX_LINES = 100;

function cleanInstructions(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

async function sectionFor(tx: Database, order: OrderRow, itemId: number, wanted: number | undefined): Promise<number> {
  const sectionIds = await sectionsOfItem(tx, order.locationId, order.categoryId, itemId);
  if (sectionIds.length === 0) {
    throw new UnprocessableError(`Item ${itemId} is not on this location's ${categorySlugOf(order.categoryId as OrderCategoryId)} menu`);
  }
  if (wanted === undefined) return sectionIds[0]!;
  if (!sectionIds.includes(wanted)) throw new UnprocessableError(`Item ${itemId} is not listed in section ${wanted}`);
  return wanted;
}

/** The time an order's items are judged available at: its chosen handoff time, else now (as soon as possible, or not chosen yet). */
export function handoffTimeOf(order: Pick<OrderRow, 'timeslotStart' | 'timeslotAsap'>, now: Date): Date {
  return order.timeslotStart && !order.timeslotAsap ? order.timeslotStart : now;
}

/** `label`: whose line it is, kept on the line for the ticket and receipt (a group order's guest name). */
export async function addLine(tx: Database, order: OrderRow, store: StoreRow, input: WireAddItem, now: Date, label: string | null = null): Promise<number> {
  assertTakesOrders(store);
  const item = await itemAtStore(tx, order.locationId, input.itemId);
  if (!item) throw new UnprocessableError(`Item ${input.itemId} is not sold at this location`);
  await assertOrderable(tx, store, [item.id], handoffTimeOf(order, now));
  const sectionId = await sectionFor(tx, order, item.id, input.sectionId);
  const chosen = checkOptions(item.id, await optionRulesOf(tx, item.id, order.locationId), input.optionIds);
  const id = await insertLine(
    tx,
    {
      orderId: order.id,
      itemId: item.id,
      sectionId,
      quantity: input.quantity,
      unitPrice: item.price,
      specialInstructions: cleanInstructions(input.specialInstructions),
      label,
    },
    chosen,
    MAX_LINES,
  );
  if (id === null) throw new UnprocessableError(`An order holds at most ${MAX_LINES} lines: change the quantity of a line instead`);
  return id;
}

async function lineOf(tx: Database, order: OrderRow, orderItemId: number) {
  const line = await findLine(tx, order.id, orderItemId);
  if (!line) throw new NotFoundError(`Order item ${orderItemId} was not found in this order`);
  return line;
}

export async function changeLine(tx: Database, order: OrderRow, orderItemId: number, input: WireChangeItem): Promise<void> {
  const line = await lineOf(tx, order, orderItemId);
  const chosen = input.optionIds && checkOptions(line.itemId, await optionRulesOf(tx, line.itemId, order.locationId), input.optionIds);
  const changes = {
    ...(input.quantity !== undefined && { quantity: input.quantity }),
    ...(input.specialInstructions !== undefined && { specialInstructions: cleanInstructions(input.specialInstructions) }),
  };
  await updateLine(tx, line.id, changes, chosen);
}

/** Deletes the line of the order (404 for any other), after `beforeDelete` undoes what hangs on it. */
export async function removeLine(
  tx: Database,
  order: OrderRow,
  orderItemId: number,
  beforeDelete: (orderItemId: number) => Promise<void> = async () => {},
): Promise<void> {
  const line = await lineOf(tx, order, orderItemId);
  await beforeDelete(line.id);
  await deleteLine(tx, line.id);
}
