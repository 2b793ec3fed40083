/**
 * The conditions a step may need beyond the lead's status and the actor, each a pure check of
 * the lead at `now` that names the refusal when it fails.
 */
import { parseDecimal } from '../ordering/money';
import { daysToEvent, eventDateOf, type CateringLead } from './lead';
import type { CateringMessageName } from './messages';
import {
  HOT_LEAD_MIN_HEADCOUNT,
  HOT_LEAD_MIN_TOTAL,
  HOT_LEAD_WITHIN_DAYS,
  UPCOMING_4_TO_7_MIN_DAYS,
  UPCOMING_7_PLUS_MIN_DAYS,
} from './policy';

type GuardFailure = { name: CateringMessageName; params: Record<string, string | number> };

type Guard = {
  /** What must hold, as the lifecycle document shows it. */
  description: string;
  check: (lead: CateringLead, now: Date) => GuardFailure | null;
};

/** Whether a submitted lead is hot: many guests, a large total, or an event close by. */
export function isHotLead(lead: CateringLead, now: Date): boolean {
  const total = lead.estimate?.total ?? lead.requestTotal;
  return (
    lead.headcount >= HOT_LEAD_MIN_HEADCOUNT ||
    (total != null && parseDecimal(total, 'total').greaterThanOrEqualTo(HOT_LEAD_MIN_TOTAL)) ||
    daysToEvent(lead, now) <= HOT_LEAD_WITHIN_DAYS
  );
}

function inDays(min: number, max: number | null, range: string): Guard {
  const description = max === null ? `the event is ${min} or more days away` : `the event is ${range} away`;
  return {
    description,
    check: (lead, now) => {
      const days = daysToEvent(lead, now);
      if (days >= min && (max === null || days <= max)) return null;
      return { name: 'bucketNotDue', params: { eventDate: eventDateOf(lead), days, range } };
    },
  };
}

const ESTIMATE_MISSING: GuardFailure = { name: 'estimateMissing', params: {} };
const eventDate = (lead: CateringLead) => ({ eventDate: eventDateOf(lead) });

export type GuardName =
  | 'estimateValid'
  | 'estimateExpired'
  | 'eventAhead'
  | 'eventStarted'
  | 'eventDayOver'
  | 'hot'
  | 'in7PlusDays'
  | 'in4To7Days'
  | 'in2To3Days';

export const GUARDS: Readonly<Record<GuardName, Guard>> = {
  estimateValid: {
    description: 'the estimate has not expired',
    check: (lead, now) => {
      if (!lead.estimate) return ESTIMATE_MISSING;
      if (now < lead.estimate.validUntil) return null;
      return { name: 'estimateExpired', params: { validUntil: lead.estimate.validUntil.toISOString() } };
    },
  },
  estimateExpired: {
    description: "the estimate's valid-until has passed",
    check: (lead, now) => {
      if (!lead.estimate) return ESTIMATE_MISSING;
      if (now >= lead.estimate.validUntil) return null;
      return { name: 'estimateNotExpired', params: { validUntil: lead.estimate.validUntil.toISOString() } };
    },
  },
  eventAhead: {
    description: 'the event has not started',
    check: (lead, now) => (now < lead.eventStartsAt ? null : { name: 'eventStarted', params: eventDate(lead) }),
  },
  eventStarted: {
    description: 'the event has started',
    check: (lead, now) => (now >= lead.eventStartsAt ? null : { name: 'eventNotStarted', params: eventDate(lead) }),
  },
  eventDayOver: {
    description: "the event's day is over on the store's calendar",
    check: (lead, now) => (daysToEvent(lead, now) < 0 ? null : { name: 'eventNotOver', params: eventDate(lead) }),
  },
  hot: {
    description: `${HOT_LEAD_MIN_HEADCOUNT}+ guests, a total of ${HOT_LEAD_MIN_TOTAL}+, or the event within ${HOT_LEAD_WITHIN_DAYS} days`,
    check: (lead, now) =>
      isHotLead(lead, now)
        ? null
        : { name: 'notHot', params: { headcount: HOT_LEAD_MIN_HEADCOUNT, total: HOT_LEAD_MIN_TOTAL, days: HOT_LEAD_WITHIN_DAYS } },
  },
  in7PlusDays: inDays(UPCOMING_7_PLUS_MIN_DAYS, null, `${UPCOMING_7_PLUS_MIN_DAYS}+ days`),
  in4To7Days: inDays(
    UPCOMING_4_TO_7_MIN_DAYS,
    UPCOMING_7_PLUS_MIN_DAYS - 1,
    `${UPCOMING_4_TO_7_MIN_DAYS} to ${UPCOMING_7_PLUS_MIN_DAYS - 1} days`,
  ),
  in2To3Days: inDays(0, UPCOMING_4_TO_7_MIN_DAYS - 1, `at most ${UPCOMING_4_TO_7_MIN_DAYS - 1} days`),
};
