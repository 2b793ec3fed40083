/**
 * The handoff details of the checkout: a date
 * and a time from the store's timeslots ("asap" while the store is open), and for delivery the
 * apartment/suite/building and instructions (domain/validation DELIVERY_FIELDS). The time must be
 * one the API offered for that date.
 */
import { object, string } from 'yup';
import { DELIVERY_FIELDS } from '@/domain/validation/fields';
import { textField } from './fields';
import type { FormMessages } from './messages';

export const ASAP = 'asap';

export type DetailsValues = { date: string; time: string; aptSuitBldg: string; deliveryInstructions: string };

/** The times offered per date (ISO start instants, plus "asap" on the day it applies). */
export type OfferedTimes = Readonly<Record<string, readonly string[]>>;

export function detailsSchema(messages: FormMessages, offered: OfferedTimes) {
  return object({
    date: string().required(messages.dateRequired),
    time: string()
      .required(messages.timeRequired)
      .test('offered', messages.invalidTime, function isOffered(value) {
        const date = (this.parent as DetailsValues).date;
        if (!value || !date) return true;
        return (offered[date] ?? []).includes(value);
      }),
    aptSuitBldg: textField(DELIVERY_FIELDS.aptSuitBldg, messages),
    deliveryInstructions: textField(DELIVERY_FIELDS.deliveryInstructions, messages),
  });
}
