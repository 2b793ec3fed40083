/**
 * A store's hours as its managers edit them: the weekly hours (split shifts, closed days, nights
 * past midnight) and the dated exceptions from the store's local today on. Store staff are
 * refused (403); a store the caller does not run answers 404, as does an exception of another
 * store. The rules are domain/staff/staff-hours.ts; each change is one transaction with its audit
 * row (before and after). The store page, the finder and the timeslots read the same rows, and
 * the read caches see a change through the rows' version (server/modules/locations/version-repository.ts).
 */
import { interpolate } from '@/domain/interpolate';
import { slotClock } from '@/domain/ordering/timeslots';
import { STAFF_MESSAGES } from '@/domain/staff/messages';
import { exceptionProblems, sortedIntervals, weekProblems, type HoursProblem } from '@/domain/staff/staff-hours';
import { HOURS_MESSAGES, hoursErrorCode, type HoursMessageName } from '@/domain/staff/staff-hours-messages';
import type { WireHoursDay, WireHoursExceptionEntry, WireHoursExceptionRequest, WireStoreHours } from '@/domain/wire/staff-hours';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, NotFoundError, refusalOfStatus, type HttpError } from '@/server/errors';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { storeOf, type StaffStoreRow } from '../repository';
import { presentException, presentWeek } from './presenter';
import * as hours from './repository';

/** `now`: the real time the audit records; `calendar`: the diner's calendar (the demo clock in demo mode), which says the store's today. */
export type HoursDeps = { db: Database; now: () => Date; calendar: () => Date };

const MANAGING_ROLES = ['store_manager', 'brand_admin'];

/** A refused hours step with its text, code and params, as the error of its status. */
export function hoursRefusal(status: 400 | 403 | 404 | 409, name: HoursMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(HOURS_MESSAGES[name], params);
  const detail = { code: hoursErrorCode(name), ...(params ? { params } : {}) };
  return status === 403 ? new ForbiddenError(message, detail) : refusalOfStatus(status, message, detail);
}

function refuseProblems(problems: readonly HoursProblem[]): void {
  const [first] = problems;
  if (first) throw hoursRefusal(first.name === 'dateTaken' ? 409 : 400, first.name, first.params);
}

/** The store, when the caller runs it (403 for store staff, 404 for a store not theirs). */
async function managedStore(db: Database, caller: StaffIdentity, storeId: number): Promise<StaffStoreRow> {
  if (!MANAGING_ROLES.includes(caller.role)) throw hoursRefusal(403, 'managersOnly');
  const store = await storeOf(db, { id: caller.id, role: caller.role, brandId: caller.brandId }, storeId);
  if (!store) throw new NotFoundError(interpolate(STAFF_MESSAGES.storeNotFound, { storeId }), { code: 'store_not_found', params: { storeId } });
  return store;
}

const todayOf = (store: StaffStoreRow, now: Date) => slotClock(now.getTime(), store.timeZone).date;

export async function storeHours(deps: HoursDeps, caller: StaffIdentity, storeId: number): Promise<WireStoreHours> {
  const store = await managedStore(deps.db, caller, storeId);
  const today = todayOf(store, deps.calendar());
  return {
    store: { id: store.id, title: store.title, timeZone: store.timeZone },
    today,
    week: presentWeek(await hours.weekRows(deps.db, store.id)),
    exceptions: (await hours.exceptionsFrom(deps.db, store.id, today)).map(presentException),
  };
}

const audited = (caller: StaffCaller, identity: StaffIdentity, storeId: number, at: Date) => ({
  staffId: identity.id,
  subjectType: 'store-hours' as const,
  locationId: storeId,
  requestId: caller.requestId,
  clientAddress: caller.ip,
  at,
});

export async function changeWeek(deps: HoursDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, week: readonly WireHoursDay[]): Promise<WireStoreHours> {
  const store = await managedStore(deps.db, identity, storeId);
  refuseProblems(weekProblems(week));
  const after = [...week].sort((a, b) => a.weekday - b.weekday).map((day) => ({ ...day, intervals: day.byAppointmentOnly ? [] : sortedIntervals(day.intervals) }));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = presentWeek(await hours.weekRows(tx, store.id));
    await hours.replaceWeek(tx, store.id, after);
    await recordAudit(tx, { ...audited(caller, identity, store.id, now), action: 'store-hours-change', subjectId: String(store.id), before: { week: before }, after: { week: after } });
  });
  return storeHours(deps, identity, storeId);
}

/** The exception as it is saved: intervals in opening order, a trimmed note or none. */
function normalised(body: WireHoursExceptionRequest): WireHoursExceptionRequest {
  const note = body.note?.trim() ? body.note.trim() : null;
  return { date: body.date, closed: body.closed, intervals: sortedIntervals(body.intervals), occasion: body.occasion, note };
}

export async function addException(deps: HoursDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, body: WireHoursExceptionRequest): Promise<WireHoursExceptionEntry> {
  const store = await managedStore(deps.db, identity, storeId);
  const now = deps.now();
  refuseProblems(exceptionProblems(body, todayOf(store, deps.calendar())));
  const exception = normalised(body);
  return deps.db.transaction(async (tx) => {
    if (await hours.dateTaken(tx, store.id, exception.date)) throw hoursRefusal(409, 'dateTaken', { date: exception.date });
    const row = await hours.insertException(tx, store.id, exception);
    const after = presentException(row);
    await recordAudit(tx, { ...audited(caller, identity, store.id, now), action: 'store-hours-exception-add', subjectId: String(row.id), before: null, after });
    return after;
  });
}

async function existingException(db: Database, storeId: number, exceptionId: number) {
  const row = await hours.exceptionOf(db, storeId, exceptionId);
  if (!row) throw hoursRefusal(404, 'exceptionNotFound', { id: exceptionId });
  return row;
}

export async function changeException(
  deps: HoursDeps,
  caller: StaffCaller,
  identity: StaffIdentity,
  storeId: number,
  exceptionId: number,
  body: WireHoursExceptionRequest,
): Promise<WireHoursExceptionEntry> {
  const store = await managedStore(deps.db, identity, storeId);
  const now = deps.now();
  refuseProblems(exceptionProblems(body, todayOf(store, deps.calendar())));
  const exception = normalised(body);
  return deps.db.transaction(async (tx) => {
    const before = presentException(await existingException(tx, store.id, exceptionId));
    if (await hours.dateTaken(tx, store.id, exception.date, exceptionId)) throw hoursRefusal(409, 'dateTaken', { date: exception.date });
    const after = presentException(await hours.updateException(tx, store.id, exceptionId, exception));
    await recordAudit(tx, { ...audited(caller, identity, store.id, now), action: 'store-hours-exception-change', subjectId: String(exceptionId), before, after });
    return after;
  });
}

export async function deleteException(deps: HoursDeps, caller: StaffCaller, identity: StaffIdentity, storeId: number, exceptionId: number): Promise<void> {
  const store = await managedStore(deps.db, identity, storeId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = presentException(await existingException(tx, store.id, exceptionId));
    await hours.deleteException(tx, store.id, exceptionId);
    await recordAudit(tx, { ...audited(caller, identity, store.id, now), action: 'store-hours-exception-delete', subjectId: String(exceptionId), before, after: null });
  });
}
