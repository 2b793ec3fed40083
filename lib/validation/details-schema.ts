/**
 * The handoff details of the checkout: a date
 * and a time from the store's timeslots ("asap" while the store is open), and for delivery the
 * apartment/suite/building and instructions (domain/validation DELIVERY_FIELDS). The time must be
 * one the API offered for that date.
 */
import { DELIVERY_FIELDS } from '@/domain/validation/fields';
import { firstOf, holds, required, type Rules } from '@/lib/form/checks';
import { textField } from './fields';
import type { FormMessages } from './messages';

export const ASAP = 'asap';

export type DetailsValues = { date: string; time: string; aptSuitBldg: string; deliveryInstructions: string };

/** The times offered per date (ISO start instants, plus "asap" on the day it applies). */
export type OfferedTimes = Readonly<Record<string, readonly string[]>>;

export function detailsSchema(messages: FormMessages, offered: OfferedTimes): Rules<DetailsValues> {
  return {
    date: required(messages.dateRequired),
    time: firstOf(
      required(messages.timeRequired),
      holds(messages.invalidTime, (time, values) => !values.date || (offered[values.date] ?? []).includes(time)),
    ),
    aptSuitBldg: textField(DELIVERY_FIELDS.aptSuitBldg, messages),
    deliveryInstructions: textField(DELIVERY_FIELDS.deliveryInstructions, messages),
  };
}
