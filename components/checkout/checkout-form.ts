/** The checkout form's values, rules (guest, details and handoff) and the order update it sends. */
import { PLATE_RULE, TABLE_NUMBER } from '@/domain/ordering/handoff-messages';
import { HANDOFF } from '@/domain/ordering/handoffs';
import { handoffSchema, toHandoffUpdate, type HandoffValues } from '@/lib/validation/handoff-schema';
import { handoffValues, type SavedVehicle } from './vehicle-values';
import type { OrderUpdate } from '@/lib/api/ordering-view';
import type { Rules } from '@/lib/form/checks';
import type { CheckoutOrder, TimeslotsView } from '@/lib/api/checkout-view';
import type { Translate } from '@/lib/i18n';
import type { CountryCode } from '@/domain/markets';
import { detailsSchema, type DetailsValues } from '@/lib/validation/details-schema';
import { EMPTY_GUEST, guestSchema, type GuestValues } from '@/lib/validation/guest-schema';
import { formMessages } from '@/lib/validation/messages';
import { initialTime, offeredTimes } from './offered-times';
import { textAlertValues, textPhoneRule, type TextAlertValues } from './text-alerts-form';
import type { TextAlerts } from '@/lib/api/text-alerts';

export type CheckoutValues = GuestValues & DetailsValues & HandoffValues & TextAlertValues;

/** The fields in the order the form shows them (focus goes to the first in error). */
export const CHECKOUT_FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'textPhone', 'date', 'time', 'aptSuitBldg', 'deliveryInstructions', 'tableNumber', 'vehicleChoice', 'make', 'model', 'colour', 'plate'] as const;

/** `prefill`: a signed-in customer's details, used while the order has no guest details yet. */
export function checkoutValues(order: CheckoutOrder, timeslots: TimeslotsView, prefill: GuestValues | null = null, vehicles: readonly SavedVehicle[] = [], alerts: TextAlerts | null = null): CheckoutValues {
  const guest = order.guest ?? prefill ?? EMPTY_GUEST;
  return {
    ...handoffValues(order, vehicles),
    ...guest,
    ...textAlertValues(alerts, guest.phone),
    ...initialTime(order.time, timeslots),
    aptSuitBldg: order.aptSuitBldg,
    deliveryInstructions: order.deliveryInstructions,
  };
}

/** `country`: the store's, whose phone numbers the guest's must be. */
export function checkoutSchema(t: Translate, timeslots: TimeslotsView, country: CountryCode, handoffId: number = HANDOFF.pickup): Rules<CheckoutValues> {
  const messages = formMessages(t);
  const handoff = handoffSchema(handoffId, {
    fieldRequired: t('account.validation.required'),
    vehicleRequired: t('handoffs.vehicle.required'),
    plateInvalid: t('handoffs.plate.invalid', { max: String(PLATE_RULE.max) }),
    tableInvalid: t('handoffs.table.invalid', { min: String(TABLE_NUMBER.min), max: String(TABLE_NUMBER.max) }),
    tooLong: messages.tooLong,
  });
  const textPhone = textPhoneRule<CheckoutValues>({ required: t('textAlerts.phoneRequired'), invalid: t('textAlerts.phoneInvalid') }, country);
  return { ...guestSchema(messages, country), ...detailsSchema(messages, offeredTimes(timeslots)), ...handoff, textPhone };
}

export function toOrderUpdate(values: CheckoutValues, handoff: CheckoutOrder['handoff'], handoffId: number = HANDOFF.pickup): OrderUpdate {
  const guest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
  const update: OrderUpdate = { guest, timeslot: values.time, ...toHandoffUpdate(values, handoffId) };
  if (handoff === 'delivery') {
    update.aptSuitBldg = values.aptSuitBldg.trim() || null;
    update.deliveryInstructions = values.deliveryInstructions.trim() || null;
  }
  return update;
}
