/**
 * What the staff console shows (lib/api/staff.ts makes the calls): the signed-in member with
 * their stores, a store's queue of the day and its orders. Same shape as the API's, so named
 * here rather than reshaped: components import them from lib/api, never the wire format.
 */
import type { WireStaffMember, WireStaffOrderQueue, WireStaffQueueOrder, WireStaffStore } from '@/domain/wire/staff';

export type StaffMember = WireStaffMember;
export type StaffStore = WireStaffStore;
/** A store's orders of one local day, in handoff order. */
export type StaffOrderQueue = WireStaffOrderQueue;
/** One order of the queue, with the moves staff may make next. */
export type StaffQueueOrder = WireStaffQueueOrder;
