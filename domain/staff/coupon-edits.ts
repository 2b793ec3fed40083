/**
 * What an edit may change of a coupon already made, shared by the Edit coupon form and the admin
 * API: its conditions, markets, validity window and limits always (until it has ended); its code
 * and discount type only while no diner has used it, since redemptions and receipts name them;
 * a coupon of single-use codes whose batches exist stays one. The rules of a new coupon
 * (couponDraftProblems) apply to the edited coupon as a whole.
 */
import type { CouponDraft, StaffCouponMessageName } from './staff-coupons';

/** The coupon as stored, as far as an edit is concerned. */
export type EditedCoupon = { code: string; typeId: number; singleUse: boolean; ended: boolean; uses: number; codesMade: number };

/** Why the edit is refused whatever its values (409), or null when it may be made. */
export function couponEditRefusal(coupon: EditedCoupon, draft: Pick<CouponDraft, 'code' | 'typeId' | 'singleUse'>): StaffCouponMessageName | null {
  if (coupon.ended) return 'alreadyEnded';
  if (coupon.uses > 0 && draft.typeId !== coupon.typeId) return 'usedTypeFixed';
  if (coupon.uses > 0 && draft.code.trim().toUpperCase() !== coupon.code) return 'usedCodeFixed';
  if (coupon.singleUse && !draft.singleUse && coupon.codesMade > 0) return 'singleUseFixed';
  return null;
}

/** Which of the fields the form offers stay as they are: the code and the type once it was used. */
export function fixedCouponFields(coupon: Pick<EditedCoupon, 'uses' | 'ended'>): readonly ('code' | 'typeId')[] {
  return coupon.uses > 0 || coupon.ended ? ['code', 'typeId'] : [];
}
