/** What a courier network is asked to carry for an order: the store's pickup, the diner's door. */
import { phoneE164 } from '@/domain/validation/phones';
import { storePhoneE164 } from '@/domain/addresses/store-phone';
import type { CountryCode } from '@/domain/markets';
import { Decimal } from '@/domain/money';
import type { OrderRow } from '@/server/modules/orders';
import type { StoreRow } from '@/server/modules/locations';
import type { DeliveryRequest } from '@/server/platform/dispatch';

/** Our id of an order's delivery: the network knows it by this. */
export function externalIdOf(order: Pick<OrderRow, 'number'>): string {
  return `hickory-${order.number}`;
}

export function deliveryRequestOf(order: OrderRow, store: StoreRow): DeliveryRequest | null {
  const address = order.deliveryAddress;
  if (!address) return null;
  const country = store.countryCode as CountryCode;
  const storePhone = storePhoneE164(store.phone, country);
  const dinerPhone = order.guest ? phoneE164(order.guest.phone, country) : null;
  const street = [address.address, order.aptSuitBldg].filter(Boolean).join(' ');
  return {
    externalId: externalIdOf(order),
    pickup: { businessName: store.title, address: [store.address, store.cityName, store.stateLabel, store.zip].filter(Boolean).join(', '), phone: storePhone },
    dropoff: {
      givenName: order.guest?.firstName ?? '',
      familyName: order.guest?.lastName ?? '',
      address: [street, address.city, address.state, address.zip].filter(Boolean).join(', '),
      // Without the diner's number the courier calls the store.
      phone: dinerPhone ?? storePhone,
      instructions: order.deliveryInstructions ?? '',
    },
    orderValue: new Decimal(order.subtotal),
    currency: order.currency,
  };
}
