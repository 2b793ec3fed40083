/** The staff console's calls (contract: domain/wire/staff.ts). Each takes a staff context (lib/staff/session.ts). */
import type { WireAccepted } from '@/domain/wire/accounts';
import {
  STAFF_PATHS,
  type WireOrderStatusChange,
  type WireStaffChangePasswordRequest,
  type WireStaffLoginRequest,
  type WireStaffMember,
  type WireStaffOrderQueue,
  type WireStaffOrderRefunds,
  type WireStaffRefundRequest,
  type WireStaffRefundResult,
  type WireStaffSession,
} from '@/domain/wire/staff';
import type { WireStaffLoginAnswer } from '@/domain/wire/staff-second-factor';
import { apiGet, apiPost, apiPut, type ApiContext } from './client';

const path = (relative: string) => `/online-ordering${relative}`;

/** A session, or a challenge when the member signs in with a second factor (lib/api/staff-second-factor.ts). */
export function staffLogin(ctx: ApiContext, body: WireStaffLoginRequest): Promise<WireStaffLoginAnswer> {
  return apiPost(ctx, path(STAFF_PATHS.login), body);
}

export function staffLogout(ctx: ApiContext): Promise<void> {
  return apiPost(ctx, path(STAFF_PATHS.logout), undefined);
}

export function fetchStaffMe(ctx: ApiContext): Promise<WireStaffMember> {
  return apiGet(ctx, path(STAFF_PATHS.me));
}

export function changeStaffPassword(ctx: ApiContext, body: WireStaffChangePasswordRequest): Promise<WireAccepted> {
  return apiPost(ctx, path(STAFF_PATHS.changePassword), body);
}

export function fetchStoreQueue(ctx: ApiContext, storeId: number, date?: string): Promise<WireStaffOrderQueue> {
  return apiGet(ctx, path(STAFF_PATHS.storeOrders.replace(':storeId', String(storeId))), { query: { date } });
}

export function moveOrder(ctx: ApiContext, orderId: string, statusId: number): Promise<WireOrderStatusChange> {
  const relative = STAFF_PATHS.orderStatus.replace(':orderId', encodeURIComponent(orderId)).replace(':statusId', String(statusId));
  return apiPut(ctx, path(relative), undefined);
}

const refundsPath = (orderId: string) => path(STAFF_PATHS.orderRefunds.replace(':orderId', encodeURIComponent(orderId)));

/** An order's payments with what each may still give back, and its refunds (store managers, brand admins). */
export function fetchOrderRefunds(ctx: ApiContext, orderId: string): Promise<WireStaffOrderRefunds> {
  return apiGet(ctx, refundsPath(orderId));
}

/** Refunds the order; the same `idempotencyKey` with the same body answers the first refund, never a second one. */
export function refundOrder(ctx: ApiContext, orderId: string, body: WireStaffRefundRequest, idempotencyKey: string): Promise<WireStaffRefundResult> {
  return apiPost(ctx, refundsPath(orderId), body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
