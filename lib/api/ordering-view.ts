/**
 * What the ordering components show and send (lib/api/ordering.ts makes the calls): store search
 * results, the delivery-radius check, a new order and its items. These views have the same shape
 * as the API's, so they are named here rather than reshaped: components import them from
 * lib/api, never the wire format. The checkout's reshaped order is in checkout-view.ts.
 */
import type {
  WireAddItem,
  WireCreateOrder,
  WireDeliveryRadius,
  WireLocationSearch,
  WireOrder,
  WireOrderStatus,
  WireSearchLocation,
  WireUpdateOrder,
} from '@/domain/wire/orders';

/** A store a search found, with its distance and whether it takes orders now. */
export type StoreMatch = WireSearchLocation;
/** A store search's answer: where it searched from and the stores nearest first. */
export type StoreSearch = WireLocationSearch;
export type DeliveryRadius = WireDeliveryRadius;
/** The order as the API answers it; checkout-view.ts reshapes it for the templates. */
export type Order = WireOrder;
export type OrderStatus = WireOrderStatus;
export type CreateOrderRequest = WireCreateOrder;
export type AddItemRequest = WireAddItem;
export type OrderUpdate = WireUpdateOrder;
