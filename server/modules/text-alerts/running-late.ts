/**
 * The `running-late` job: every minute it asks domain/text-alerts lateActions which orders still
 * being made have run past their promised time plus the brand's grace, and says so before the
 * diner asks.
 * - A notice is written once per order (its row is keyed by the order) with a new ready time; the
 *   diner is told by text when they opted in and never said STOP, else by email.
 * - Past the brand's second threshold the credit is claimed once, in one transaction with what
 *   it grants: points through the loyalty ledger for an account, a single-use apology coupon code
 *   for a guest. Then a one-line apology goes out the same way.
 * The texts and emails are keyed by order and kind, so a run that overlaps another sends nothing twice.
 */
import { randomBytes } from 'node:crypto';
import { interpolate } from '@/domain/interpolate';
import { formatInstantClock } from '@/domain/clock-format';
import { lateActions, newReadyTime, type LateCandidate, type LateSettings } from '@/domain/text-alerts';
import type { Database } from '@/server/db/client';
import type { JobDefinition } from '@/server/jobs/job';
import { creditPoints } from '@/server/modules/loyalty';
import { claimLateCredit, insertLateNotice, issueApologyCode, lateCandidates, lateSettingsByBrand, recordLateCredit, type LateNoticeRow } from './late-repository';
import { percentText } from './late-view';
import { tellDiner, type TellDeps } from './tell';
import { alertOrderOf, consentOf, isOptedOut } from './repository';
import { ALERT_TEXTS } from './texts';

export const RUNNING_LATE_JOB = 'running-late';
export const RUNNING_LATE_EVERY_SECONDS = 60;
/** Orders looked at per run, earliest promise first. */
const BATCH = 500;
/** Orders promised longer ago than this are past helping (a forgotten ticket), never told. */
const LOOK_BACK_MS = 12 * 3600 * 1000;

export type RunningLateSummary = { noticed: number; credited: number };

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function apologyCode(): string {
  return `SORRY-${Array.from(randomBytes(8), (byte) => CODE_LETTERS[byte % CODE_LETTERS.length]).join('')}`;
}

async function notice(deps: TellDeps, orderId: string, promisedAt: Date, now: Date): Promise<boolean> {
  const found = await alertOrderOf(deps.db, orderId);
  if (!found) return false;
  const consent = await consentOf(deps.db, orderId);
  const texting = deps.sms !== null && consent !== null && !(await isOptedOut(deps.db, consent.phone));
  const channel = texting ? 'sms' : found.order.guest?.email ? 'email' : 'none';
  const row = await insertLateNotice(deps.db, { orderId, promisedAt, newReadyAt: newReadyTime(now), noticedAt: now, channel });
  if (!row) return false;
  const locale = consent?.locale ?? found.order.locale;
  const time = formatInstantClock(row.newReadyAt, found.timeZone, locale);
  await tellDiner(deps, found, consent, { kind: 'running-late', line: (texts) => interpolate(texts.late, { number: found.order.number, time }) });
  return true;
}

async function credit(deps: TellDeps, orderId: string, settings: LateSettings, now: Date): Promise<boolean> {
  const found = await alertOrderOf(deps.db, orderId);
  if (!found) return false;
  const { order } = found;
  const granted = await deps.db.transaction(async (tx: Database): Promise<LateNoticeRow | undefined> => {
    const claimed = await claimLateCredit(tx, orderId, now);
    if (!claimed) return undefined;
    if (order.customerId !== null) {
      await creditPoints(tx, { customerId: order.customerId, points: settings.creditPoints, reason: 'running_late', orderId, key: `running-late:${orderId}`, at: now });
      await recordLateCredit(tx, orderId, { creditKind: 'points', creditPoints: settings.creditPoints, couponCode: null });
      return { ...claimed, creditKind: 'points', creditPoints: settings.creditPoints };
    }
    const title = `${percentText(settings.couponPercent)}% off, with our apologies for a late order`;
    const code = await issueApologyCode(tx, { brandId: order.brandId, percent: settings.couponPercent, title, code: apologyCode() });
    await recordLateCredit(tx, orderId, { creditKind: 'coupon', creditPoints: null, couponCode: code });
    return { ...claimed, creditKind: 'coupon', couponCode: code };
  });
  if (!granted) return false;
  const consent = await consentOf(deps.db, orderId);
  await tellDiner(deps, found, consent, { kind: 'credit', line: (texts) => creditLine(texts, granted, settings, order.number) });
  return true;
}

function creditLine(texts: (typeof ALERT_TEXTS)['en'], granted: LateNoticeRow, settings: LateSettings, number: number): string {
  if (granted.creditKind === 'points') return interpolate(texts.creditPoints, { number, points: granted.creditPoints ?? settings.creditPoints });
  return interpolate(texts.creditCoupon, { number, percent: percentText(settings.couponPercent), code: granted.couponCode ?? '' });
}

/** One run as of `now`: every store's orders still being made (the job), or one store's (demo mode's run of a store). */
export async function runRunningLate(deps: TellDeps, now: Date, scope: { locationId?: number } = {}): Promise<RunningLateSummary> {
  const settingsOf = await lateSettingsByBrand(deps.db);
  const rows = await lateCandidates(deps.db, new Date(now.getTime() - LOOK_BACK_MS), now, BATCH, scope.locationId);
  const summary: RunningLateSummary = { noticed: 0, credited: 0 };
  for (const row of rows) {
    const settings = settingsOf(row.brandId);
    const candidate: LateCandidate = { id: row.id, promisedAt: row.promisedAt!, noticed: row.notice !== null, credited: row.notice?.creditedAt != null };
    for (const action of lateActions([candidate], settings, now)) {
      if (action.notice && (await notice(deps, action.orderId, candidate.promisedAt, now))) summary.noticed += 1;
      if (action.credit && (await credit(deps, action.orderId, settings, now))) summary.credited += 1;
    }
  }
  return summary;
}

/** The sender, mailer and links; the job's run supplies the database, log and time. */
export type RunningLateJobDeps = Omit<TellDeps, 'db' | 'log'>;

export function runningLateJob(deps: RunningLateJobDeps): JobDefinition {
  return {
    name: RUNNING_LATE_JOB,
    everySeconds: RUNNING_LATE_EVERY_SECONDS,
    run: ({ db, log, now }) => runRunningLate({ ...deps, db, log }, now),
  };
}

