/**
 * The `catering-lifecycle` job: every few minutes it asks domain/catering dueMoves what time has
 * brought about and applies it.
 * - A move is taken in its own transaction with the lead locked and checked by the table again,
 *   so a lead that changed meanwhile (or a second run) is simply refused and skipped; an expiry
 *   gives the kitchen hold back like any step out of the holding statuses.
 * - A reminder or the feedback request is first claimed with one conditional UPDATE and only
 *   then mailed, and the outbox keeps one mail per kind and lead: each goes out once.
 * On PostgreSQL the job queue runs it once across instances; the checks above make an overlap
 * harmless anyway.
 */
import { dueMoves, FEEDBACK_REQUEST_WINDOW_DAYS, LEAD_STATUS, type ReminderDaysBefore, type ScheduledLead } from '@/domain/catering';
import type { JobDefinition } from '@/server/jobs/job';
import { HttpError } from '@/server/errors';
import { sendLeadMail, type CateringMailDeps } from './mail';
import { applyMove } from './moves';
import { domainLead } from './presenter';
import { claimFeedback, claimReminder, latestEstimates, leadsForSchedule } from './repository';

export const CATERING_LIFECYCLE_JOB = 'catering-lifecycle';
export const CATERING_LIFECYCLE_EVERY_SECONDS = 300;
/** Leads looked at per run, oldest event first; the rest wait for the next run. */
export const CATERING_LIFECYCLE_BATCH = 500;

const S = LEAD_STATUS;
const FINAL: readonly number[] = [S.rejectedByCustomer, S.completedSale, S.canceledCatering, S.notBooked, S.storeClosed, S.customerAbandonedLead];
const OPEN_STATUSES = Object.values(S).filter((id) => !FINAL.includes(id));
const DAY_MS = 24 * 60 * 60 * 1000;

export type LifecycleSummary = { moved: number; refused: number; reminders: number; feedback: number };

export async function runCateringLifecycle(deps: CateringMailDeps, now: Date): Promise<LifecycleSummary> {
  const { db, log } = deps;
  const since = new Date(now.getTime() - (FEEDBACK_REQUEST_WINDOW_DAYS + 1) * DAY_MS);
  const rows = await leadsForSchedule(db, OPEN_STATUSES, S.completedSale, since, CATERING_LIFECYCLE_BATCH);
  const estimates = await latestEstimates(db, rows.map((row) => row.id));
  const leads: ScheduledLead<string>[] = rows.map((row) => ({
    ...domainLead(row, estimates.get(row.id)),
    id: row.id,
    remindersSent: row.remindersSent as ReminderDaysBefore[],
    feedbackRequested: row.feedbackRequestedAt !== null,
  }));
  const summary: LifecycleSummary = { moved: 0, refused: 0, reminders: 0, feedback: 0 };
  for (const action of dueMoves(leads, now)) {
    if (action.kind === 'move') {
      try {
        await db.transaction((tx) => applyMove(tx, action.leadId, action.event, { kind: 'system' }, now));
        summary.moved += 1;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        summary.refused += 1;
        log.info({ leadId: action.leadId, event: action.event, code: error.code }, 'a scheduled catering step no longer applies');
      }
    } else if (action.kind === 'reminder') {
      if (await claimReminder(db, action.leadId, action.daysBefore)) {
        await sendLeadMail(deps, action.leadId, { kind: 'reminder', daysBefore: action.daysBefore });
        summary.reminders += 1;
      }
    } else if (await claimFeedback(db, action.leadId, now)) {
      await sendLeadMail(deps, action.leadId, { kind: 'feedback' });
      summary.feedback += 1;
    }
  }
  return summary;
}

/** The mailer and links; the job's run supplies the database, log and time. */
export type LifecycleJobDeps = Omit<CateringMailDeps, 'db' | 'log'>;

export function cateringLifecycleJob(deps: LifecycleJobDeps): JobDefinition {
  return {
    name: CATERING_LIFECYCLE_JOB,
    everySeconds: CATERING_LIFECYCLE_EVERY_SECONDS,
    runAtStart: true,
    run: ({ db, log, now }) => runCateringLifecycle({ ...deps, db, log }, now),
  };
}

