/** A coupon row as the console reads it (an explicit field map: a row is never sent as is), and the facts its audit rows keep. */
import { couponStatus } from '@/domain/staff/staff-coupons';
import type { WireStaffCoupon } from '@/domain/wire/staff-coupons';
import type { CouponWithUses, StaffCouponRow } from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentCoupon(row: CouponWithUses, currencies: ReadonlyMap<string, string>, now: Date): WireStaffCoupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    typeId: row.typeId,
    value: row.value,
    singleUse: row.serialized,
    countryCode: row.countryCode,
    currency: row.countryCode ? (currencies.get(row.countryCode) ?? null) : null,
    minimumAmount: row.minimumAmount,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    status: couponStatus(row, now),
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a new coupon's audit row keeps as its state after. */
export function auditFactsOf(row: StaffCouponRow): Record<string, unknown> {
  return {
    code: row.code,
    title: row.title,
    typeId: row.typeId,
    value: row.value,
    singleUse: row.serialized,
    countryCode: row.countryCode,
    itemIds: row.itemIds,
    subcategoryIds: row.subcategoryIds,
    handoffIds: row.handoffIds,
    minimumAmount: row.minimumAmount,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
  };
}
