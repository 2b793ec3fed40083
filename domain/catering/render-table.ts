/**
 * docs/catering-lifecycle.md, written from the data: statuses, steps, the transition table,
 * the time rules and the refund policy. A test fails when that part of the file is out of date;
 * the part after HAND_WRITTEN_MARKER is written by hand and kept when regenerating.
 */
import { Decimal } from '../money';
import { GUARDS } from './guards';
import { LEAD_STATUSES, type LeadStatusId } from './lead-status';
import * as policy from './policy';
import { SCHEDULED_EVENTS } from './schedule';
import { actorList, EVENTS, LEAD_EVENTS, statusLabel, TRANSITIONS, type LeadEvent, type TransitionRule } from './transitions';

export const REGENERATE_COMMAND =
  'npx tsx -e "const fs = require(\'fs\'); const r = require(\'./domain/catering/render-table\'); const f = \'docs/catering-lifecycle.md\'; fs.writeFileSync(f, r.withHandWritten(r.renderLifecycle(), fs.readFileSync(f, \'utf8\')))"';

/** The line from which docs/catering-lifecycle.md is written by hand; regenerating keeps it and what follows. */
export const HAND_WRITTEN_MARKER = '<!-- Written by hand from here on: regenerating keeps this line and everything below it. -->';

/** `document` with its generated part replaced by `generated`, the hand-written part (from the marker on) kept. */
export function withHandWritten(generated: string, document: string): string {
  const at = document.indexOf(HAND_WRITTEN_MARKER);
  return at < 0 ? generated : `${generated}\n${document.slice(at)}`;
}

const status = (id: LeadStatusId | null) => (id === null ? '— (new)' : `${id} ${statusLabel(id)}`);
const who = (rule: TransitionRule) => actorList(rule.actors);
const when = (rule: TransitionRule) => rule.guards.map((guard) => GUARDS[guard].description).join('; ') || '—';

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)];
}

/** Rules that differ only in their starting status share one row. */
function groupedRules(): { froms: (LeadStatusId | null)[]; rule: TransitionRule }[] {
  const groups = new Map<string, { froms: (LeadStatusId | null)[]; rule: TransitionRule }>();
  for (const rule of TRANSITIONS) {
    const key = JSON.stringify([rule.event, rule.to, rule.actors, rule.guards]);
    const group = groups.get(key) ?? { froms: [], rule };
    group.froms.push(rule.from);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function stepsFrom(id: LeadStatusId): string {
  const steps = TRANSITIONS.filter((rule) => rule.from === id).map(
    (rule) => `${rule.event} → ${rule.to} (${who(rule)})`,
  );
  return steps.length > 0 ? steps.join('; ') : 'none: final';
}

/** The ids a system step starts from and the id it leads to: '2, 4 → 17'. */
function move(event: LeadEvent): string {
  const rules = TRANSITIONS.filter((rule) => rule.event === event && rule.actors.includes('system'));
  return `${rules.map((rule) => rule.from).join(', ')} → ${rules[0]?.to ?? '?'}`;
}

function timeRules(): string[] {
  const { UPCOMING_4_TO_7_MIN_DAYS: four, UPCOMING_7_PLUS_MIN_DAYS: seven } = policy;
  return [
    "Days are whole days on the store's calendar: 0 is the event day, 1 the day before.",
    'The scheduler takes, for each lead, the first of these system steps the table allows, one per run: ' +
      `${SCHEDULED_EVENTS.join(', ')}.`,
    '',
    `- Estimate expiry: an estimate is valid for ${policy.ESTIMATE_VALID_DAYS} days after it is sent, never past the event's start; once its valid-until passes, ${move('expire')}.`,
    `- Upcoming-sale buckets for a booked event: ${seven} or more days, ${move('upcoming7Plus')}; ${four} to ${seven - 1} days, ${move('upcoming4To7')}; ${four - 1} days or fewer, ${move('upcoming2To3')} (it stays there until the event). Buckets only move closer.`,
    `- Completed: the day after the event, ${move('complete')}.`,
    `- Hot lead: a submitted lead with ${policy.HOT_LEAD_MIN_HEADCOUNT}+ guests, a total of ${policy.HOT_LEAD_MIN_TOTAL}+ (the estimate's, else the request's), or the event within ${policy.HOT_LEAD_WITHIN_DAYS} days, ${move('markHot')}.`,
    `- Lapse: a request never answered when its event starts, ${move('lapse')}.`,
    `- After payment, at once: ${move('requestConfirmation')}, so the store is asked to confirm.`,
    `- Reminders to the buyer of a booked event, ${policy.REMINDER_DAYS_BEFORE.join(' and ')} days before: each is due from its day until the next one's, once; a late booking skips those already past.`,
    `- Feedback request: once, from ${policy.FEEDBACK_REQUEST_AFTER_DAYS} day after the event to ${policy.FEEDBACK_REQUEST_WINDOW_DAYS} days after.`,
  ];
}

function refundPolicy(): string[] {
  const partial = `${new Decimal(policy.PARTIAL_REFUND_RATE).times(100).toString()} %`;
  const { FULL_REFUND_FROM_HOURS: full, NO_REFUND_WITHIN_HOURS: none } = policy;
  return [
    `- The buyer cancels ${full} hours (${full / 24} days) or more before the event's start: the whole deposit is refunded.`,
    `- From ${none} up to ${full} hours before: ${partial} of the deposit.`,
    `- Within ${none} hours of the start: none of the deposit.`,
    '- Whatever was paid beyond the deposit is always refunded in full.',
    "- On the store's side (the store cancels, declines, or is closed that day): everything paid is refunded.",
    '- Amounts are rounded half-to-even to cents.',
  ];
}

/** The whole document, ending with a newline. */
export function renderLifecycle(): string {
  const lines = [
    '# Catering lead lifecycle',
    '',
    '<!-- Generated from domain/catering by renderLifecycle() down to the hand-written part; do not edit it by hand. Regenerate with:',
    `${REGENERATE_COMMAND} -->`,
    '',
    "Who: the buyer (online), staff (store or call centre, also on the buyer's behalf), or the system (scheduled jobs).",
    "A step missing from the table is refused: 409 when the lead's status or a condition refuses it, 403 when it is another actor's.",
    '',
    '## Statuses',
    '',
    ...table(['id', 'status', 'message key'], LEAD_STATUSES.map((s) => [String(s.id), s.label, `\`${s.messageKey}\``])),
    '',
    '## Steps',
    '',
    ...table(['event', 'title', 'when'], LEAD_EVENTS.map((event) => [`\`${event}\``, EVENTS[event].title, EVENTS[event].when])),
    '',
    '## Transitions',
    '',
    ...table(
      ['from', 'event', 'to', 'who', 'only when'],
      groupedRules().map(({ froms, rule }) => [froms.map(status).join(', '), `\`${rule.event}\``, status(rule.to), who(rule), when(rule)]),
    ),
    '',
    '## Steps from each status',
    '',
    ...table(['status', 'steps (event → to, who)'], LEAD_STATUSES.map((s) => [status(s.id), stepsFrom(s.id)])),
    '',
    '## Time rules',
    '',
    ...timeRules(),
    '',
    '## Deposit refund on cancellation',
    '',
    ...refundPolicy(),
  ];
  return `${lines.join('\n')}\n`;
}
