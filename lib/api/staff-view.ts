/**
 * What the staff console shows (lib/api/staff.ts makes the calls): the signed-in member with
 * their stores, a store's queue of the day and its orders. Same shape as the API's, so named
 * here rather than reshaped: components import them from lib/api, never the wire format.
 */
import {
  REFUNDING_ROLES,
  type WireStaffMember,
  type WireStaffOrderQueue,
  type WireStaffOrderRefunds,
  type WireStaffQueueOrder,
  type WireStaffRefundPart,
  type WireStaffRefundRequest,
  type WireStaffRefundResult,
  type WireStaffStore,
} from '@/domain/wire/staff';

export type StaffMember = WireStaffMember;
export type StaffStore = WireStaffStore;
/** A store's orders of one local day, in handoff order. */
export type StaffOrderQueue = WireStaffOrderQueue;
/** One order of the queue, with the moves staff may make next. */
export type StaffQueueOrder = WireStaffQueueOrder;

/** An order's payments with what each may still give back, and the refunds given. */
export type StaffOrderRefunds = WireStaffOrderRefunds;
export type StaffRefundRequest = WireStaffRefundRequest;
/** What a refund sent back to each payment. */
export type StaffRefundResult = WireStaffRefundResult;
export type StaffRefundPart = WireStaffRefundPart;

/** Whether the member may refund an order (a store manager, a brand admin). */
export function mayRefund(staff: Pick<StaffMember, 'role'>): boolean {
  return REFUNDING_ROLES.includes(staff.role);
}
