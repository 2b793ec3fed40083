/**
 * The time-driven work on catering leads, as of `now`: the system's own steps (each allowed by
 * the transition table, at most one per lead per run), reminders before a booked event and the
 * feedback request after it. A periodic job applies what this returns and records what it sent.
 */
import { daysToEvent, type CateringLead } from './lead';
import { BOOKED_STATUSES, LEAD_STATUS, type LeadStatusId } from './lead-status';
import { FEEDBACK_REQUEST_AFTER_DAYS, FEEDBACK_REQUEST_WINDOW_DAYS, REMINDER_DAYS_BEFORE, type ReminderDaysBefore } from './policy';
import { transition, type LeadEvent } from './transitions';

export type ScheduledLead<Id> = CateringLead & {
  id: Id;
  /** The reminders already sent, in days before the event. */
  remindersSent: readonly ReminderDaysBefore[];
  feedbackRequested: boolean;
};

type DueAction<Id> =
  | { kind: 'move'; leadId: Id; event: LeadEvent; from: LeadStatusId | null; to: LeadStatusId }
  | { kind: 'reminder'; leadId: Id; daysBefore: ReminderDaysBefore }
  | { kind: 'feedbackRequest'; leadId: Id };

/**
 * The system's steps that time alone brings about, first match wins. The system's
 * "store closed" step is not here: it needs the store's closures, which a lead does not hold.
 */
export const SCHEDULED_EVENTS: readonly LeadEvent[] = [
  'expire',
  'lapse',
  'requestConfirmation',
  'complete',
  'markHot',
  'upcoming2To3',
  'upcoming4To7',
  'upcoming7Plus',
];

function dueMove<Id>(lead: ScheduledLead<Id>, now: Date): DueAction<Id> | null {
  for (const event of SCHEDULED_EVENTS) {
    const result = transition(lead, event, 'system', now);
    if (result.ok) return { kind: 'move', leadId: lead.id, event, from: result.from, to: result.to };
  }
  return null;
}

const isBooked = (status: LeadStatusId | null) => status !== null && BOOKED_STATUSES.includes(status);

/**
 * The reminder due for a booked event: the one for N days before is due from N days before until
 * the next, later reminder's day, so a late booking skips reminders whose time has passed.
 */
function dueReminder<Id>(lead: ScheduledLead<Id>, now: Date): DueAction<Id> | null {
  if (!isBooked(lead.status) || now >= lead.eventStartsAt) return null;
  const days = daysToEvent(lead, now);
  const index = REMINDER_DAYS_BEFORE.findIndex((before, i) => days <= before && days > (REMINDER_DAYS_BEFORE[i + 1] ?? -1));
  const daysBefore = REMINDER_DAYS_BEFORE[index];
  if (daysBefore === undefined || lead.remindersSent.includes(daysBefore)) return null;
  return { kind: 'reminder', leadId: lead.id, daysBefore };
}

/** The feedback request: once, from the day after a held event to the end of its window. */
function dueFeedback<Id>(lead: ScheduledLead<Id>, now: Date): DueAction<Id> | null {
  const held = isBooked(lead.status) || lead.status === LEAD_STATUS.completedSale;
  if (!held || lead.feedbackRequested) return null;
  const daysSince = -daysToEvent(lead, now);
  if (daysSince < FEEDBACK_REQUEST_AFTER_DAYS || daysSince > FEEDBACK_REQUEST_WINDOW_DAYS) return null;
  return { kind: 'feedbackRequest', leadId: lead.id };
}

/** Everything due for `leads` at `now`, lead by lead: the move, then a reminder, then feedback. */
export function dueMoves<Id>(leads: readonly ScheduledLead<Id>[], now: Date): DueAction<Id>[] {
  return leads.flatMap((lead) =>
    [dueMove(lead, now), dueReminder(lead, now), dueFeedback(lead, now)].filter(
      (action): action is DueAction<Id> => action !== null,
    ),
  );
}
