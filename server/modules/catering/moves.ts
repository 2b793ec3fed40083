/**
 * Every change of a lead's status, inside the caller's transaction: lock the lead, ask the
 * lifecycle table (domain/catering transition) whether the actor may take the step now, apply
 * what the step does to the kitchen hold, write the status and a history row, and return the
 * lead before and after so the caller can audit it. A refused step throws the table's refusal:
 * 409, or 403 when the step is another actor's, with its catering code and human message.
 */
import { CATERING_ERROR_CODES, CATERING_MESSAGES, LEAD_STATUS, transition, type Actor, type LeadEvent, type LeadStatusId, type TransitionResult } from '@/domain/catering';
import { Decimal, toMoneyString } from '@/domain/money';
import type { Database } from '@/server/db/client';
import type { LeadActorRow } from '@/server/db/schema';
import { BadRequestError, ConflictError, ForbiddenError, type HttpError } from '@/server/errors';
import { HOLDING_STATUSES } from './capacity';
import { bookHold, releaseHold } from './capacity-repository';
import { domainLead } from './presenter';
import { insertHistory, latestEstimate, lockLead, updateLead, type EstimateRow, type LeadRow } from './repository';
import { quoteNotFound } from './access';

/** Who takes a step: the buyer, a staff member (their id when known) or the system. */
export type LeadActor = { kind: Actor; id?: string | null };

export type LeadSnapshot = { lead: LeadRow; estimate: EstimateRow | null };

export type MoveOutcome = { event: LeadEvent; from: LeadStatusId | null; to: LeadStatusId; before: LeadSnapshot; after: LeadSnapshot };

type Refusal = Extract<TransitionResult, { ok: false }>;

export function refusalError(refusal: Refusal): HttpError {
  const detail = { code: refusal.code, params: refusal.params };
  return refusal.status === 403 ? new ForbiddenError(refusal.message, detail) : new ConflictError(refusal.message, detail);
}

/** 400: staff take "pay" only by recording the money received (offline-payment.ts), never as a bare step. */
export function payNeedsPayment(): HttpError {
  return new BadRequestError(CATERING_MESSAGES.payNeedsPayment, undefined, { code: CATERING_ERROR_CODES.payNeedsPayment });
}

export function actorRow(actor: LeadActor): LeadActorRow {
  return { kind: actor.kind, id: actor.id ?? null };
}

/** The lead locked, with its latest estimate; 404 when there is no such lead. */
export async function lockedSnapshot(tx: Database, leadId: string): Promise<LeadSnapshot> {
  const lead = await lockLead(tx, leadId);
  if (!lead) throw quoteNotFound(leadId);
  return { lead, estimate: (await latestEstimate(tx, leadId)) ?? null };
}

export type MoveOptions = { reason?: string | null };

/** What a step does to the kitchen hold: accepting books it; leaving the holding statuses frees it. */
async function applyHold(tx: Database, leadId: string, event: LeadEvent, to: LeadStatusId): Promise<void> {
  if (!HOLDING_STATUSES.includes(to)) await releaseHold(tx, leadId);
  else if (event === 'accept') await bookHold(tx, leadId);
}

/** Writes a step the table allowed: the hold, the status, the history. */
export async function recordMove(
  tx: Database,
  before: LeadSnapshot,
  step: { event: LeadEvent; to: LeadStatusId; actor: LeadActor; now: Date; reason?: string | null; changes?: Partial<LeadRow> },
): Promise<MoveOutcome> {
  const { lead } = before;
  const { event, to, actor, now } = step;
  await applyHold(tx, lead.id, event, to);
  const reason = step.reason?.trim() || null;
  const changes = { ...step.changes, statusId: to, updatedAt: now, ...(event === 'reject' ? { rejectionReason: reason } : {}) };
  const updated = await updateLead(tx, lead.id, changes);
  await insertHistory(tx, { leadId: lead.id, fromStatus: lead.statusId, toStatus: to, event, actor: actorRow(actor), reason, at: now });
  const after = { lead: updated, estimate: (await latestEstimate(tx, lead.id)) ?? null };
  return { event, from: lead.statusId as LeadStatusId, to, before, after };
}

/** One step of a locked lead, checked by the table; throws the refusal. */
export async function moveLocked(tx: Database, before: LeadSnapshot, event: LeadEvent, actor: LeadActor, now: Date, options: MoveOptions = {}) {
  const result = transition(domainLead(before.lead, before.estimate), event, actor.kind, now);
  if (!result.ok) throw refusalError(result);
  return recordMove(tx, before, { event, to: result.to, actor, now, reason: options.reason });
}

/** Locks the lead and takes one step. */
export async function applyMove(tx: Database, leadId: string, event: LeadEvent, actor: LeadActor, now: Date, options: MoveOptions = {}) {
  return moveLocked(tx, await lockedSnapshot(tx, leadId), event, actor, now, options);
}

/**
 * A payment towards an accepted quote, inside the payment's transaction: adds `amount` to what
 * the lead has received and, once that covers the deposit of a lead awaiting payment, takes the
 * pay step and at once asks the store to confirm (4 → 5 → 6). Returns the steps taken.
 * `keepWhenRefused`: money was already taken, so a step the table refuses now (the estimate
 * expired while the card was charged) leaves the lead where it is, with the amount recorded,
 * instead of undoing the payment; staff settle it from there.
 */
export async function recordLeadPayment(
  tx: Database,
  leadId: string,
  amount: string,
  actor: LeadActor,
  now: Date,
  options: { keepWhenRefused?: boolean } = {},
): Promise<MoveOutcome[]> {
  const before = await lockedSnapshot(tx, leadId);
  const paid = toMoneyString(new Decimal(before.lead.amountPaid).plus(amount));
  const lead = await updateLead(tx, leadId, { amountPaid: paid, updatedAt: now });
  const current = { lead, estimate: before.estimate };
  const deposit = before.estimate?.deposit ?? null;
  if (lead.statusId !== LEAD_STATUS.awaitingPayment || deposit === null || new Decimal(paid).lessThan(deposit)) return [];
  const paying = transition(domainLead(lead, before.estimate), 'pay', actor.kind, now);
  if (!paying.ok && options.keepWhenRefused) return [];
  const paidStep = await moveLocked(tx, current, 'pay', actor, now);
  const confirming = await moveLocked(tx, paidStep.after, 'requestConfirmation', { kind: 'system' }, now);
  return [paidStep, confirming];
}
