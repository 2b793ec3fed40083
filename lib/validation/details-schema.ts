/**
 * The handoff details of the checkout (SPEC §3 Delivery details, §5 Details messages): a date
 * and a time from the store's timeslots ("asap" while the store is open), and for delivery the
 * apartment/suite/building and instructions. The time must be one the API offered for that date.
 */
import { object, string } from 'yup';
import type { FormMessages } from './messages';

export const ASAP = 'asap';

export type DetailsValues = { date: string; time: string; aptSuitBldg: string; deliveryInstructions: string };

export const DETAILS_FIELD_MAX = { aptSuitBldg: 60, deliveryInstructions: 250 } as const;

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
    aptSuitBldg: string().trim().max(DETAILS_FIELD_MAX.aptSuitBldg),
    deliveryInstructions: string().trim().max(DETAILS_FIELD_MAX.deliveryInstructions),
  });
}
