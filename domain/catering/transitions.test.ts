import type { GuardName } from './guards';
import type { CateringLead } from './lead';
import { LEAD_STATUS, LEAD_STATUS_IDS, type LeadStatusId } from './lead-status';
import { CATERING_ERROR_CODES } from './messages';
import { buildLead, daysFrom, hoursFrom, NOW } from './testing/fixtures';
import { ACTORS, actorList, LEAD_EVENTS, transition, TRANSITIONS, type Actor, type LeadEvent } from './transitions';

const S = LEAD_STATUS;

/** What makes each condition hold at NOW, on top of buildLead(). */
const SATISFY: Record<GuardName, Partial<CateringLead>> = {
  estimateValid: {},
  estimateExpired: { estimate: { total: '400.00', deposit: '100.00', validUntil: NOW } },
  eventAhead: {},
  eventStarted: { eventStartsAt: NOW },
  eventDayOver: { eventStartsAt: daysFrom(NOW, -1) },
  hot: { headcount: 150 },
  in7PlusDays: { eventStartsAt: daysFrom(NOW, 7) },
  in4To7Days: { eventStartsAt: daysFrom(NOW, 5) },
  in2To3Days: { eventStartsAt: daysFrom(NOW, 2) },
};

/** What makes each condition fail at NOW, and the refusal it gives. */
const VIOLATE: Record<GuardName, { lead: Partial<CateringLead>; code: string }> = {
  estimateValid: { lead: { estimate: { total: '400.00', deposit: '100.00', validUntil: NOW } }, code: 'catering_estimate_expired' },
  estimateExpired: {
    lead: { estimate: { total: '400.00', deposit: '100.00', validUntil: hoursFrom(NOW, 0.001) } },
    code: 'catering_estimate_not_expired',
  },
  eventAhead: { lead: { eventStartsAt: NOW }, code: 'catering_event_started' },
  eventStarted: { lead: { eventStartsAt: hoursFrom(NOW, 0.001) }, code: 'catering_event_not_started' },
  eventDayOver: { lead: { eventStartsAt: hoursFrom(NOW, -1) }, code: 'catering_event_not_over' },
  hot: { lead: {}, code: 'catering_not_hot' },
  in7PlusDays: { lead: { eventStartsAt: daysFrom(NOW, 6) }, code: 'catering_bucket_not_due' },
  in4To7Days: { lead: { eventStartsAt: daysFrom(NOW, 7) }, code: 'catering_bucket_not_due' },
  in2To3Days: { lead: { eventStartsAt: daysFrom(NOW, 4) }, code: 'catering_bucket_not_due' },
};

function leadMeeting(status: LeadStatusId | null, guards: readonly GuardName[]): CateringLead {
  return buildLead(Object.assign({ status }, ...guards.map((guard) => SATISFY[guard])));
}

const FROMS: readonly (LeadStatusId | null)[] = [null, ...LEAD_STATUS_IDS];
const allowed = (from: LeadStatusId | null, event: LeadEvent, actor: Actor) =>
  TRANSITIONS.some((rule) => rule.from === from && rule.event === event && rule.actors.includes(actor));

describe('TRANSITIONS', () => {
  it('names each (status, event, actor) at most once', () => {
    const keys = TRANSITIONS.flatMap((rule) => rule.actors.map((actor) => `${rule.from}/${rule.event}/${actor}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses every event, and reaches every status', () => {
    expect(new Set(TRANSITIONS.map((rule) => rule.event))).toEqual(new Set(LEAD_EVENTS));
    expect(new Set(TRANSITIONS.map((rule) => rule.to))).toEqual(new Set(LEAD_STATUS_IDS));
  });

  it('lets only the buyer or staff submit, into 14 and 1', () => {
    const submits = TRANSITIONS.filter((rule) => rule.event === 'submit').map((rule) => [rule.actors, rule.to]);
    expect(submits).toEqual([[['buyer'], S.customerCreatedLead], [['staff'], S.lead]]);
  });
});

/** The lifecycle as designed, one line per step and actor: "event by actor: froms → to". */
const DESIGN = [
  'submit by buyer: new → 14 [eventAhead]',
  'submit by staff: new → 1 [eventAhead]',
  'markHot by staff: 1 14 → 16',
  'markHot by system: 1 14 → 16 [hot]',
  'sendEstimate by staff: 1 14 16 → 2 [estimateValid eventAhead]',
  'reviseEstimate by staff: 2 4 3 17 → 2 [estimateValid eventAhead]',
  'accept by buyer: 2 → 4 [estimateValid eventAhead]',
  'accept by staff: 2 → 4 [estimateValid eventAhead]',
  'reject by buyer: 2 4 → 3',
  'reject by staff: 2 4 → 3',
  'expire by system: 2 4 → 17 [estimateExpired]',
  'pay by buyer: 4 → 5 [estimateValid eventAhead]',
  'pay by staff: 4 → 5 [estimateValid eventAhead]',
  'requestConfirmation by system: 5 → 6',
  'confirm by staff: 6 → 13 [eventAhead]',
  'decline by staff: 1 14 16 2 4 5 6 → 12',
  'lapse by system: 1 14 16 → 12 [eventStarted]',
  'cancel by buyer: 1 14 16 2 4 5 6 13 9 8 7 → 11 [eventAhead]',
  'cancel by staff: 1 14 16 2 4 5 6 13 9 8 7 → 11 [eventAhead]',
  'storeClosed by staff: 1 14 16 2 4 5 6 13 9 8 7 → 15',
  'storeClosed by system: 1 14 16 2 4 5 6 13 9 8 7 → 15',
  'upcoming7Plus by system: 13 → 9 [in7PlusDays]',
  'upcoming4To7 by system: 13 9 → 8 [in4To7Days]',
  'upcoming2To3 by system: 13 9 8 → 7 [in2To3Days]',
  'complete by system: 13 9 8 7 → 10 [eventDayOver]',
];

function describeTable(): string[] {
  const lines = new Map<string, string[]>();
  for (const rule of TRANSITIONS) {
    for (const actor of rule.actors) {
      const guards = rule.guards.length > 0 ? ` [${rule.guards.join(' ')}]` : '';
      const key = `${rule.event} by ${actor}|→ ${rule.to}${guards}`;
      lines.set(key, [...(lines.get(key) ?? []), rule.from === null ? 'new' : String(rule.from)]);
    }
  }
  return [...lines].map(([key, froms]) => {
    const [head, tail] = key.split('|');
    return `${head}: ${froms.join(' ')} ${tail}`;
  });
}

describe('the lifecycle', () => {
  it('is the designed one', () => {
    expect(describeTable().sort()).toEqual([...DESIGN].sort());
  });
});

describe('transition', () => {
  const allowedCases = TRANSITIONS.flatMap((rule) =>
    rule.actors.map((actor) => [String(rule.from), rule.event, actor, rule.to, rule] as const),
  );

  it.each(allowedCases)('from %s, %s by %s → %s', (_from, event, actor, to, rule) => {
    expect(transition(leadMeeting(rule.from, rule.guards), event, actor, NOW)).toEqual({ ok: true, from: rule.from, to, event });
  });

  const refusedCases = FROMS.flatMap((from) =>
    LEAD_EVENTS.flatMap((event) =>
      ACTORS.filter((actor) => !allowed(from, event, actor)).map((actor) => [String(from), event, actor, from] as const),
    ),
  );

  it('refuses every (status, event, actor) the table leaves out', () => {
    expect(refusedCases.length + allowedCases.length).toBe(FROMS.length * LEAD_EVENTS.length * ACTORS.length);
  });

  it.each(refusedCases)('from %s, refuses %s by %s', (_from, event, actor, from) => {
    // The table refuses before any condition of a step is read.
    const result = transition(leadMeeting(from, ['hot']), event, actor, NOW);
    const others = TRANSITIONS.filter((rule) => rule.from === from && rule.event === event);
    if (others.length === 0) {
      expect(result).toMatchObject({ ok: false, code: 'catering_step_not_allowed', status: 409 });
    } else {
      const actors = actorList(others.flatMap((rule) => rule.actors));
      expect(result).toMatchObject({ ok: false, code: 'catering_actor_not_allowed', status: 403, params: { actors } });
    }
  });

  const guardCases = TRANSITIONS.flatMap((rule) =>
    rule.actors.flatMap((actor) => rule.guards.map((guard) => [String(rule.from), rule.event, actor, guard, rule] as const)),
  );

  it.each(guardCases)('from %s, %s by %s is refused unless %s holds', (_from, event, actor, guard, rule) => {
    const others = rule.guards.filter((other) => other !== guard);
    const lead = { ...leadMeeting(rule.from, others), ...VIOLATE[guard].lead };
    expect(transition(lead, event, actor, NOW)).toMatchObject({ ok: false, status: 409, code: VIOLATE[guard].code });
  });

  it('lets staff send a revised estimate while the buyer has not answered', () => {
    const revised = { total: '450.00', deposit: '112.50', validUntil: daysFrom(NOW, 7) };
    expect(transition(buildLead({ estimate: revised }), 'reviseEstimate', 'staff', NOW)).toMatchObject({ ok: true, to: 2 });
  });

  it('lets the system mark a lead hot only when the rule holds, and staff at will', () => {
    const small = buildLead({ status: S.customerCreatedLead });
    expect(transition(small, 'markHot', 'system', NOW)).toMatchObject({ ok: false, code: 'catering_not_hot' });
    expect(transition(small, 'markHot', 'staff', NOW)).toMatchObject({ ok: true, to: S.hotLead });
  });

  it('refuses an estimate step on a lead without an estimate', () => {
    const lead = buildLead({ status: S.customerCreatedLead, estimate: null });
    expect(transition(lead, 'sendEstimate', 'staff', NOW)).toEqual({
      ok: false,
      code: CATERING_ERROR_CODES.estimateMissing,
      status: 409,
      message: 'This catering lead has no estimate yet',
      params: {},
    });
  });

  it.each([
    [
      buildLead({ status: S.completedSale }),
      'sendEstimate',
      'staff',
      '"Send estimate" does not apply to a catering lead that is "Completed sale"',
    ],
    [
      buildLead({ status: S.awaitingStoreConfirmation }),
      'confirm',
      'buyer',
      '"Confirm" on a catering lead that is "Awaiting store confirmation" is for staff only',
    ],
    [buildLead({ status: null }), 'submit', 'system', '"Submit" on a catering lead that is "Not submitted" is for the buyer or staff only'],
    [
      buildLead({ estimate: { total: '1.00', deposit: '0.00', validUntil: NOW } }),
      'accept',
      'buyer',
      'The estimate expired at 2025-06-02T15:00:00.000Z. Ask the store for a new one',
    ],
    [
      buildLead({ status: S.upcomingSale2To3Days, eventStartsAt: NOW }),
      'cancel',
      'buyer',
      'The catering event of 2025-06-02 has already started',
    ],
    [
      buildLead({ status: S.bookedAtStore, eventStartsAt: daysFrom(NOW, 5) }),
      'upcoming7Plus',
      'system',
      'The catering event of 2025-06-07 is 5 days away, not 7+ days',
    ],
  ] as const)('explains refusal %#', (lead, event, actor, message) => {
    expect(transition(lead, event, actor, NOW)).toMatchObject({ ok: false, message });
  });
});

describe('actorList', () => {
  it.each([
    [['staff'], 'staff'],
    [['staff', 'buyer'], 'the buyer or staff'],
    [['system', 'staff', 'buyer'], 'the buyer, staff or the system'],
  ] as const)('%p → %p', (actors, expected) => {
    expect(actorList(actors)).toBe(expected);
  });
});
