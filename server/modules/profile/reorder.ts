/**
 * Reorder (POST /orders/:orderId/reorder): a new open order of the same customer at the same
 * store, handoff and category (delivery: the same address, re-checked against the radius), with
 * each line whose item can still be ordered there now (server/modules/menus: sold, not sold out,
 * served now) and whose options are still valid.
 * Prices are re-read from the store by the orders module; lines that cannot be added are
 * reported by title. When nothing can be reordered, no order is made (422).
 */
import type { LocaleTag } from '@/domain/markets';
import { deliveryOrPickup } from '@/domain/ordering';
import type { WireAddItem } from '@/domain/wire/orders';
import type { WireReorder, WireUnavailableItem } from '@/domain/wire/profile';
import type { Database } from '@/server/db/client';
import { HttpError, UnprocessableError } from '@/server/errors';
import { itemAtStore, storeOf, assertTakesOrders } from '@/server/modules/locations';
import { unavailableItems, type AvailabilityStore } from '@/server/modules/menus';
import { linesOf, type LineRow, type OrderService } from '@/server/modules/orders';
import { realClock } from '@/server/clock';
import { translated } from '@/server/locale';
import { ownOrder } from './my-orders';

function lineInput(line: LineRow): WireAddItem {
  return {
    itemId: line.itemId,
    quantity: line.quantity,
    optionIds: line.options.map((option) => option.id),
    ...(line.specialInstructions ? { specialInstructions: line.specialInstructions } : {}),
    ...(line.sectionId !== null ? { sectionId: line.sectionId } : {}),
  };
}

/** Whether the item can still be ordered at the store now (sold there, not sold out, served now); the reason when not. */
async function unavailability(db: Database, store: AvailabilityStore, line: LineRow, now: Date): Promise<WireUnavailableItem['reason'] | null> {
  const item = await itemAtStore(db, store.id, line.itemId);
  if (!item) return 'not-sold';
  return (await unavailableItems(db, store, [line.itemId], now)).has(line.itemId) ? 'unavailable' : null;
}

export function createReorderService(db: Database, orderService: OrderService) {
  return {
    async reorder(customerId: number, orderId: string, locale: LocaleTag): Promise<WireReorder> {
      const previous = await ownOrder(db, customerId, orderId);
      const store = await storeOf(db, previous.locationId);
      assertTakesOrders(store);
      const lines = await linesOf(db, orderId);
      const now = realClock();
      const unavailable: WireUnavailableItem[] = [];
      const candidates: LineRow[] = [];
      for (const line of lines) {
        const reason = await unavailability(db, store, line, now);
        if (reason) unavailable.push({ itemId: line.itemId, title: translated(line.title, line.translations, locale), reason });
        else candidates.push(line);
      }
      if (candidates.length === 0) {
        const titles = unavailable.map((item) => `"${item.title}"`).join(', ');
        throw new UnprocessableError(`Nothing of order ${previous.number} can be ordered again at this location${titles ? `: ${titles} no longer available` : ''}`);
      }
      const address = previous.deliveryAddress;
      const created = await orderService.create(
        { brandId: previous.brandId, country: previous.countryCode },
        {
          locationId: store.id,
          handoff: deliveryOrPickup(previous.handoffId),
          categoryId: previous.categoryId,
          ...(address ? { deliveryAddress: { address: address.address, city: address.city, zip: address.zip, ...(address.state ? { state: address.state } : {}) } } : {}),
        },
        locale,
        customerId,
      );
      let order = created;
      for (const line of candidates) {
        try {
          order = await orderService.addItem(created.id, { customerId }, lineInput(line), locale);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          unavailable.push({ itemId: line.itemId, title: translated(line.title, line.translations, locale), reason: 'options' });
        }
      }
      return { order: { ...order, accessToken: created.accessToken }, unavailable };
    },
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
