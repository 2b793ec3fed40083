/**
 * The analytics purchase event of a paid order (the data-layer "transaction with
 * purchase" event), pushed once per order and browser session: a reload of the thank-you page does
 * not count the sale twice. Amounts stay the API's decimal strings.
 */
import { pushDataLayer, type DataLayerEvent } from '@/lib/analytics';
import { isOptedOut } from '@/lib/privacy/opt-out';
import type { ConfirmationView } from '@/lib/api/checkout-view';

const SENT_PREFIX = 'hickory.purchase.';

function purchaseEvent(order: ConfirmationView): DataLayerEvent {
  const { totals } = order;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: totals.total,
      tax: totals.taxTotal,
      shipping: totals.deliveryFee,
      tip: totals.tip,
      discount: totals.discount,
      affiliation: order.store.title,
      items: order.lines.map((line) => ({ item_name: line.title, quantity: line.quantity, price: line.lineTotal })),
    },
  };
}

function alreadySent(storage: Storage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function remember(storage: Storage | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Private mode without storage: the page may count a reload; nothing else to do.
  }
}

/** Pushes the purchase event unless this session already did for this order. Returns whether it pushed. */
export function pushPurchaseOnce(order: ConfirmationView, storage: Storage | null = sessionStorageOrNull()): boolean {
  const key = `${SENT_PREFIX}${order.id}`;
  // An opted-out diner's sale is never shared: nothing to push, nothing to remember.
  if (isOptedOut() || alreadySent(storage, key)) return false;
  remember(storage, key);
  pushDataLayer(purchaseEvent(order));
  return true;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
