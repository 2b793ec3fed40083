/** The steps that end a lead with money to give back: the cancel action takes them, with the refund. */
import type { LeadEvent } from './transitions';

export const REFUNDING_EVENTS = ['cancel', 'decline', 'storeClosed'] as const satisfies readonly LeadEvent[];
export type RefundingEvent = (typeof REFUNDING_EVENTS)[number];

export function isRefundingEvent(event: LeadEvent): event is RefundingEvent {
  return (REFUNDING_EVENTS as readonly LeadEvent[]).includes(event);
}
