/** The checkout form's values, schema (guest + details) and the order update it sends. */
import type { OrderUpdate } from '@/lib/api/ordering-view';
import type { CheckoutOrder, TimeslotsView } from '@/lib/api/checkout-view';
import type { Translate } from '@/lib/i18n';
import { detailsSchema, type DetailsValues } from '@/lib/validation/details-schema';
import { EMPTY_GUEST, guestSchema, type GuestValues } from '@/lib/validation/guest-schema';
import { formMessages } from '@/lib/validation/messages';
import { initialTime, offeredTimes } from './offered-times';

export type CheckoutValues = GuestValues & DetailsValues;

/** The fields in the order the form shows them (focus goes to the first in error). */
export const CHECKOUT_FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'date', 'time', 'aptSuitBldg', 'deliveryInstructions'] as const;

/** `prefill`: a signed-in customer's details, used while the order has no guest details yet. */
export function checkoutValues(order: CheckoutOrder, timeslots: TimeslotsView, prefill: GuestValues | null = null): CheckoutValues {
  return {
    ...(order.guest ?? prefill ?? EMPTY_GUEST),
    ...initialTime(order.time, timeslots),
    aptSuitBldg: order.aptSuitBldg,
    deliveryInstructions: order.deliveryInstructions,
  };
}

export function checkoutSchema(t: Translate, timeslots: TimeslotsView) {
  const messages = formMessages(t);
  return guestSchema(messages).concat(detailsSchema(messages, offeredTimes(timeslots)));
}

export function toOrderUpdate(values: CheckoutValues, handoff: CheckoutOrder['handoff']): OrderUpdate {
  const guest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
  const update: OrderUpdate = { guest, timeslot: values.time };
  if (handoff === 'delivery') {
    update.aptSuitBldg = values.aptSuitBldg.trim() || null;
    update.deliveryInstructions = values.deliveryInstructions.trim() || null;
  }
  return update;
}
