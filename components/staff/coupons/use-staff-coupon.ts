/**
 * A coupon's page state: the coupon as loaded, and each step (pause, resume, end, a batch of codes)
 * as a call that reloads it and says what happened, or the refusal in the console's language.
 */
import { fetchStaffCoupon, type StaffCouponDetail } from '@/lib/api/staff-coupons';
import { useConsoleResource } from '../use-console-resource';
import type { ConsoleNotice } from '../use-console-step';

export function useStaffCoupon(initial: StaffCouponDetail, initialNotice: ConsoleNotice | null) {
  const { value: coupon, ...state } = useConsoleResource(initial, (ctx) => fetchStaffCoupon(ctx, initial.id), { initialNotice });
  return { coupon, ...state };
}
