/**
 * The catering lead lifecycle as data: which step (event) moves a lead from which status to
 * which, who may take it, and what must hold. `transition` reads only this table, so the
 * lifecycle document and the scheduler cannot disagree with it.
 */
import { interpolate } from '../interpolate';
import { GUARDS, type GuardName } from './guards';
import type { CateringLead } from './lead';
import { BOOKED_STATUSES, LEAD_STATUS as S, leadStatusOf, type LeadStatusId } from './lead-status';
import { CATERING_ERROR_CODES, CATERING_MESSAGES, type CateringErrorCode, type CateringMessageName } from './messages';
import { UPCOMING_4_TO_7_MIN_DAYS, UPCOMING_7_PLUS_MIN_DAYS } from './policy';

export const ACTORS = ['buyer', 'staff', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

const ACTOR_NAMES: Record<Actor, string> = { buyer: 'the buyer', staff: 'staff', system: 'the system' };

/** Each step, with its title and when it happens. */
export const EVENTS = {
  submit: { title: 'Submit', when: 'the request is submitted: by the buyer online, or by staff from a phone call' },
  markHot: { title: 'Mark hot', when: 'the request is large or the event is close' },
  sendEstimate: { title: 'Send estimate', when: 'staff send the first estimate' },
  reviseEstimate: { title: 'Revise estimate', when: 'staff send a new estimate in place of the last one' },
  accept: { title: 'Accept', when: 'the buyer accepts the estimate' },
  reject: { title: 'Reject', when: 'the buyer rejects the estimate' },
  expire: { title: 'Expire', when: "the estimate's valid-until passes" },
  pay: { title: 'Pay', when: 'the deposit or the full amount is paid' },
  requestConfirmation: { title: 'Ask store to confirm', when: 'right after payment: the store is asked to confirm' },
  confirm: { title: 'Confirm', when: 'the store confirms the event' },
  decline: { title: 'Decline', when: 'the store cannot take the event' },
  lapse: { title: 'Lapse', when: 'the event starts with the request never answered' },
  cancel: { title: 'Cancel', when: 'the buyer or the store cancels' },
  storeClosed: { title: 'Store closed', when: 'the store is closed on the event day' },
  upcoming7Plus: { title: 'Upcoming 7+ days', when: `a booked event is ${UPCOMING_7_PLUS_MIN_DAYS} or more days away` },
  upcoming4To7: { title: 'Upcoming 4-7 days', when: `a booked event is ${UPCOMING_4_TO_7_MIN_DAYS} to ${UPCOMING_7_PLUS_MIN_DAYS - 1} days away` },
  upcoming2To3: { title: 'Upcoming 2-3 days', when: `a booked event is ${UPCOMING_4_TO_7_MIN_DAYS - 1} days away or fewer` },
  complete: { title: 'Complete', when: 'the day after the event' },
} as const;

export type LeadEvent = keyof typeof EVENTS;
export const LEAD_EVENTS = Object.keys(EVENTS) as LeadEvent[];

export type TransitionRule = {
  /** Null: no lead exists yet. */
  from: LeadStatusId | null;
  event: LeadEvent;
  to: LeadStatusId;
  actors: readonly Actor[];
  guards: readonly GuardName[];
};

function rule(
  froms: readonly (LeadStatusId | null)[],
  event: LeadEvent,
  to: LeadStatusId,
  actors: readonly Actor[],
  guards: readonly GuardName[] = [],
): TransitionRule[] {
  return froms.map((from) => ({ from, event, to, actors, guards }));
}

const REQUESTS = [S.lead, S.customerCreatedLead, S.hotLead];
const BEFORE_BOOKING = [...REQUESTS, S.awaitingCustomer, S.awaitingPayment, S.acknowledgedPaidEvent, S.awaitingStoreConfirmation];
const OPEN = [...BEFORE_BOOKING, ...BOOKED_STATUSES];
const ESTIMATE_OUT = [S.awaitingCustomer, S.awaitingPayment];

/** Every allowed step. A (status, event, actor) absent from it is refused. */
export const TRANSITIONS: readonly TransitionRule[] = [
  ...rule([null], 'submit', S.customerCreatedLead, ['buyer'], ['eventAhead']),
  ...rule([null], 'submit', S.lead, ['staff'], ['eventAhead']),
  ...rule([S.lead, S.customerCreatedLead], 'markHot', S.hotLead, ['staff']),
  ...rule([S.lead, S.customerCreatedLead], 'markHot', S.hotLead, ['system'], ['hot']),
  ...rule(REQUESTS, 'sendEstimate', S.awaitingCustomer, ['staff'], ['estimateValid', 'eventAhead']),
  ...rule([...ESTIMATE_OUT, S.rejectedByCustomer, S.customerAbandonedLead], 'reviseEstimate', S.awaitingCustomer, ['staff'], [
    'estimateValid',
    'eventAhead',
  ]),
  ...rule([S.awaitingCustomer], 'accept', S.awaitingPayment, ['buyer', 'staff'], ['estimateValid', 'eventAhead']),
  ...rule(ESTIMATE_OUT, 'reject', S.rejectedByCustomer, ['buyer', 'staff']),
  ...rule(ESTIMATE_OUT, 'expire', S.customerAbandonedLead, ['system'], ['estimateExpired']),
  ...rule([S.awaitingPayment], 'pay', S.acknowledgedPaidEvent, ['buyer', 'staff'], ['estimateValid', 'eventAhead']),
  ...rule([S.acknowledgedPaidEvent], 'requestConfirmation', S.awaitingStoreConfirmation, ['system']),
  ...rule([S.awaitingStoreConfirmation], 'confirm', S.bookedAtStore, ['staff'], ['eventAhead']),
  ...rule(BEFORE_BOOKING, 'decline', S.notBooked, ['staff']),
  ...rule(REQUESTS, 'lapse', S.notBooked, ['system'], ['eventStarted']),
  ...rule(OPEN, 'cancel', S.canceledCatering, ['buyer', 'staff'], ['eventAhead']),
  ...rule(OPEN, 'storeClosed', S.storeClosed, ['staff', 'system']),
  ...rule([S.bookedAtStore], 'upcoming7Plus', S.upcomingSale7PlusDays, ['system'], ['in7PlusDays']),
  ...rule([S.bookedAtStore, S.upcomingSale7PlusDays], 'upcoming4To7', S.upcomingSale4To7Days, ['system'], ['in4To7Days']),
  ...rule(
    [S.bookedAtStore, S.upcomingSale7PlusDays, S.upcomingSale4To7Days],
    'upcoming2To3',
    S.upcomingSale2To3Days,
    ['system'],
    ['in2To3Days'],
  ),
  ...rule(BOOKED_STATUSES, 'complete', S.completedSale, ['system'], ['eventDayOver']),
];

export type TransitionResult =
  | { ok: true; from: LeadStatusId | null; to: LeadStatusId; event: LeadEvent }
  | {
      ok: false;
      code: CateringErrorCode;
      /** 403 when the actor may not take the step, 409 when the lead's state refuses it. */
      status: 403 | 409;
      message: string;
      params: Record<string, string | number>;
    };

/** The label of a status, or of a lead not yet submitted. */
export function statusLabel(status: LeadStatusId | null): string {
  return status === null ? 'Not submitted' : leadStatusOf(status).label;
}

/** 'the buyer', 'the buyer or staff', 'the buyer, staff or the system'. */
export function actorList(actors: readonly Actor[]): string {
  const names = ACTORS.filter((actor) => actors.includes(actor)).map((actor) => ACTOR_NAMES[actor]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function refuse(name: CateringMessageName, status: 403 | 409, params: Record<string, string | number>): TransitionResult {
  const message = interpolate(CATERING_MESSAGES[name], params);
  return { ok: false, code: CATERING_ERROR_CODES[name], status, message, params };
}

/**
 * The status `lead` moves to when `actor` takes `event` at `now`, or why it may not: no such
 * step from its status, another actor's step, or a condition of the step that does not hold.
 */
export function transition(lead: CateringLead, event: LeadEvent, actor: Actor, now: Date): TransitionResult {
  const rules = TRANSITIONS.filter((candidate) => candidate.from === lead.status && candidate.event === event);
  const names = { event: EVENTS[event].title, status: statusLabel(lead.status) };
  if (rules.length === 0) return refuse('stepNotAllowed', 409, names);
  const match = rules.find((candidate) => candidate.actors.includes(actor));
  if (!match) return refuse('actorNotAllowed', 403, { ...names, actors: actorList(rules.flatMap((r) => r.actors)) });
  for (const guard of match.guards) {
    const failure = GUARDS[guard].check(lead, now);
    if (failure) return refuse(failure.name, 409, failure.params);
  }
  return { ok: true, from: lead.status, to: match.to, event };
}
