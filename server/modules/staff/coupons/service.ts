/**
 * The console's coupons, as use cases for brand admins (anyone else: 403; another brand's coupon:
 * 404): a page of the list with statuses and uses, filtered, one coupon, a new coupon or an edit
 * checked by the same rules as the form (domain/staff/staff-coupons.ts, coupon-edits.ts), pause,
 * resume and end, a batch of single-use codes and the codes as CSV. Every change is one
 * transaction with its audit row (before and after).
 */
import { randomBytes } from 'node:crypto';
import { interpolate } from '@/domain/interpolate';
import {
  batchProblems,
  COUPON_CODE_RANDOM_LENGTH,
  couponDraftProblems,
  couponMoveRefusal,
  singleUseCode,
  STAFF_COUPON_MESSAGES,
  staffCouponErrorCode,
  storedValueOf,
  type CouponMove,
  type CouponProblem,
  type StaffCouponMessageName,
} from '@/domain/staff/staff-coupons';
import { couponEditRefusal } from '@/domain/staff/coupon-edits';
import type {
  WireStaffCouponBatch,
  WireStaffCouponBatchResult,
  WireStaffCouponCreate,
  WireStaffCouponDetail,
  WireStaffCoupons,
  WireStaffCouponUpdate,
} from '@/domain/wire/staff-coupons';
import { HANDOFF_IDS } from '@/domain/ordering/handoffs';
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import { ForbiddenError, refusalOfStatus, type HttpError } from '@/server/errors';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../deps';
import { codesCsv } from './csv';
import { auditFactsOf, presentCoupon } from './presenter';
import * as repo from './repository';

export type StaffCouponDeps = { db: Database; now: () => Date; randomBytes?: (size: number) => Uint8Array };

/** A refusal with its text, code and params, as the error of its status. */
export function couponRefusal(status: 400 | 403 | 404 | 409, name: StaffCouponMessageName, params?: Record<string, string | number>): HttpError {
  const message = interpolate(STAFF_COUPON_MESSAGES[name], params);
  const detail = { code: staffCouponErrorCode(name), ...(params ? { params } : {}) };
  return status === 403 ? new ForbiddenError(message, detail) : refusalOfStatus(status, message, detail);
}

function problemError(problem: CouponProblem): HttpError {
  return couponRefusal(400, problem.name, { field: problem.field, ...problem.params });
}

function brandAdmin(caller: StaffIdentity): void {
  if (caller.role !== 'brand_admin') throw couponRefusal(403, 'adminsOnly');
}

async function foundCoupon(db: Database, caller: StaffIdentity, couponId: number): Promise<repo.CouponWithUses> {
  const row = await repo.brandCoupon(db, caller.brandId, couponId);
  if (!row) throw couponRefusal(404, 'couponNotFound', { id: couponId });
  return row;
}

async function currencies(db: Database, brandId: number): Promise<Map<string, string>> {
  return new Map((await repo.brandMarkets(db, brandId)).map((market) => [market.countryCode, market.currency]));
}

export async function staffCoupons(deps: StaffCouponDeps, caller: StaffIdentity, query: repo.CouponsQuery): Promise<WireStaffCoupons> {
  brandAdmin(caller);
  const now = deps.now();
  const { rows, total } = await repo.brandCouponsPage(deps.db, caller.brandId, query, now);
  const markets = await repo.brandMarkets(deps.db, caller.brandId);
  const items = await repo.brandItems(deps.db, caller.brandId);
  const subcategories = await repo.brandSections(deps.db, caller.brandId);
  const currency = new Map(markets.map((market) => [market.countryCode, market.currency]));
  return {
    coupons: rows.map((row) => presentCoupon(row, currency, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    choices: { markets, items, subcategories, handoffIds: [...HANDOFF_IDS] },
  };
}

export async function staffCoupon(deps: StaffCouponDeps, caller: StaffIdentity, couponId: number): Promise<WireStaffCouponDetail> {
  brandAdmin(caller);
  const row = await foundCoupon(deps.db, caller, couponId);
  return {
    ...presentCoupon(row, await currencies(deps.db, caller.brandId), deps.now()),
    items: await repo.brandItems(deps.db, caller.brandId, row.itemIds),
    subcategories: await repo.brandSections(deps.db, caller.brandId, row.subcategoryIds),
    handoffIds: row.handoffIds,
    codes: await repo.codeCounts(deps.db, couponId),
  };
}

/** The targets and market must be the brand's own. */
async function checkReach(db: Database, brandId: number, body: WireStaffCouponCreate): Promise<void> {
  if (body.countryCode !== null && !(await currencies(db, brandId)).has(body.countryCode)) throw couponRefusal(400, 'marketInvalid', { field: 'countryCode', code: body.countryCode });
  const items = new Set((await repo.brandItems(db, brandId, body.itemIds)).map((row) => row.id));
  const missingItem = body.itemIds.find((id) => !items.has(id));
  if (missingItem !== undefined) throw couponRefusal(400, 'targetNotFound', { field: 'itemIds', id: missingItem });
  const sections = new Set((await repo.brandSections(db, brandId, body.subcategoryIds)).map((row) => row.id));
  const missingSection = body.subcategoryIds.find((id) => !sections.has(id));
  if (missingSection !== undefined) throw couponRefusal(400, 'targetNotFound', { field: 'subcategoryIds', id: missingSection });
}

/** A checked body's fields as stored: the code in upper case, amounts with 2 places, targets once each. */
function couponFieldsOf(body: WireStaffCouponCreate) {
  return {
    countryCode: body.countryCode as repo.StaffCouponRow['countryCode'],
    code: body.code.trim().toUpperCase(),
    title: body.title.trim(),
    serialized: body.singleUse,
    typeId: body.typeId,
    value: storedValueOf(body),
    itemIds: [...new Set(body.itemIds)],
    subcategoryIds: [...new Set(body.subcategoryIds)],
    handoffIds: [...new Set(body.handoffIds)],
    minimumAmount: body.minimumAmount?.trim() ? storedValueOf({ typeId: 1, value: body.minimumAmount }) : null,
    validFrom: body.validFrom ? new Date(body.validFrom) : null,
    validTo: body.validTo ? new Date(body.validTo) : null,
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
  };
}

export async function createStaffCoupon(deps: StaffCouponDeps, request: StaffCaller, caller: StaffIdentity, body: WireStaffCouponCreate): Promise<WireStaffCouponDetail> {
  brandAdmin(caller);
  const [problem] = couponDraftProblems(body);
  if (problem) throw problemError(problem);
  await checkReach(deps.db, caller.brandId, body);
  const fields = couponFieldsOf(body);
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    if (await repo.codeExists(tx, caller.brandId, fields.code)) throw couponRefusal(409, 'codeTaken', { field: 'code', code: fields.code });
    const row = await repo.insertCoupon(tx, { ...fields, brandId: caller.brandId, createdAt: now });
    await recordAudit(tx, { staffId: caller.id, action: 'coupon-create', subjectType: 'coupon', subjectId: String(row.id), before: null, after: auditFactsOf(row), requestId: request.requestId, clientAddress: request.ip, at: now });
    return row;
  });
  return staffCoupon(deps, caller, created.id);
}

/** The field an edit's refusal concerns, where the form shows it. */
const EDIT_REFUSAL_FIELD: Partial<Record<StaffCouponMessageName, string>> = { usedTypeFixed: 'typeId', usedCodeFixed: 'code', singleUseFixed: 'singleUse' };

/**
 * An edit: the coupon whole, checked as a new one is; its code and type stay once diners used it,
 * a coupon with single-use codes stays one, an ended coupon is not changed (409). Checked against
 * the row locked in the same transaction that writes it and its audit row.
 */
export async function updateStaffCoupon(deps: StaffCouponDeps, request: StaffCaller, caller: StaffIdentity, couponId: number, body: WireStaffCouponUpdate): Promise<WireStaffCouponDetail> {
  brandAdmin(caller);
  const [problem] = couponDraftProblems(body);
  if (problem) throw problemError(problem);
  await foundCoupon(deps.db, caller, couponId);
  await checkReach(deps.db, caller.brandId, body);
  const fields = couponFieldsOf(body);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockBrandCoupon(tx, caller.brandId, couponId);
    if (!row) throw couponRefusal(404, 'couponNotFound', { id: couponId });
    const uses = await repo.redemptionCount(tx, couponId);
    const codesMade = (await repo.codeCounts(tx, couponId)).total;
    const refusal = couponEditRefusal({ code: row.code, typeId: row.typeId, singleUse: row.serialized, ended: row.endedAt !== null, uses, codesMade }, body);
    if (refusal) {
      const field = EDIT_REFUSAL_FIELD[refusal];
      throw couponRefusal(409, refusal, { code: row.code, uses, ...(field ? { field } : {}) });
    }
    if (fields.code !== row.code && (await repo.codeExists(tx, caller.brandId, fields.code))) throw couponRefusal(409, 'codeTaken', { field: 'code', code: fields.code });
    const updated = await repo.updateCoupon(tx, couponId, fields);
    await recordAudit(tx, { staffId: caller.id, action: 'coupon-edit', subjectType: 'coupon', subjectId: String(couponId), before: auditFactsOf(row), after: auditFactsOf(updated), requestId: request.requestId, clientAddress: request.ip, at: now });
  });
  return staffCoupon(deps, caller, couponId);
}

const MOVED: Record<CouponMove, (row: repo.StaffCouponRow, now: Date) => { pausedAt: Date | null; endedAt: Date | null }> = {
  pause: (row, now) => ({ pausedAt: now, endedAt: row.endedAt }),
  resume: (row) => ({ pausedAt: null, endedAt: row.endedAt }),
  end: (row, now) => ({ pausedAt: row.pausedAt, endedAt: now }),
};

/** Pause, resume or end: checkout refuses a paused or ended coupon from the next order on. */
export async function moveStaffCoupon(deps: StaffCouponDeps, request: StaffCaller, caller: StaffIdentity, couponId: number, move: CouponMove): Promise<WireStaffCouponDetail> {
  brandAdmin(caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockBrandCoupon(tx, caller.brandId, couponId);
    if (!row) throw couponRefusal(404, 'couponNotFound', { id: couponId });
    const refusal = couponMoveRefusal(row, move);
    if (refusal) throw couponRefusal(409, refusal);
    const state = MOVED[move](row, now);
    await repo.setCouponState(tx, couponId, state);
    const facts = (value: { pausedAt: Date | null; endedAt: Date | null }) => ({ paused: value.pausedAt !== null, ended: value.endedAt !== null });
    await recordAudit(tx, { staffId: caller.id, action: `coupon-${move}`, subjectType: 'coupon', subjectId: String(couponId), before: facts(row), after: facts(state), requestId: request.requestId, clientAddress: request.ip, at: now });
  });
  return staffCoupon(deps, caller, couponId);
}

/** New codes, none the brand has already (a clash, however unlikely, draws again). */
async function freshCodes(tx: Database, brandId: number, prefix: string, count: number, random: (size: number) => Uint8Array): Promise<string[]> {
  const codes = new Set<string>();
  for (let round = 0; codes.size < count && round < 10; round += 1) {
    const drawn = Array.from({ length: count - codes.size }, () => singleUseCode(prefix, random(COUPON_CODE_RANDOM_LENGTH))).filter((code) => !codes.has(code));
    const taken = await repo.takenCodes(tx, brandId, drawn);
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

export async function addCouponCodes(deps: StaffCouponDeps, request: StaffCaller, caller: StaffIdentity, couponId: number, body: WireStaffCouponBatch): Promise<WireStaffCouponBatchResult> {
  brandAdmin(caller);
  const [problem] = batchProblems(body);
  if (problem) throw problemError(problem);
  const now = deps.now();
  const random = deps.randomBytes ?? ((size: number) => randomBytes(size));
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.lockBrandCoupon(tx, caller.brandId, couponId);
    if (!row) throw couponRefusal(404, 'couponNotFound', { id: couponId });
    if (!row.serialized) throw couponRefusal(409, 'notSingleUse');
    if (row.endedAt) throw couponRefusal(409, 'alreadyEnded');
    const codes = await freshCodes(tx, caller.brandId, body.prefix, body.count, random);
    await repo.insertCodes(tx, couponId, caller.brandId, codes);
    const prefix = body.prefix.trim().toUpperCase();
    await recordAudit(tx, { staffId: caller.id, action: 'coupon-codes', subjectType: 'coupon', subjectId: String(couponId), before: null, after: { count: codes.length, prefix }, requestId: request.requestId, clientAddress: request.ip, at: now });
    return codes.length;
  });
  return { created, codes: await repo.codeCounts(deps.db, couponId) };
}

/** The coupon's single-use codes as a CSV file, and its name. */
export async function couponCodesCsv(deps: StaffCouponDeps, caller: StaffIdentity, couponId: number): Promise<{ name: string; body: string }> {
  brandAdmin(caller);
  const row = await foundCoupon(deps.db, caller, couponId);
  return { name: `coupon-${row.code.toLowerCase()}-codes.csv`, body: codesCsv(row, await repo.codesOf(deps.db, couponId)) };
}
