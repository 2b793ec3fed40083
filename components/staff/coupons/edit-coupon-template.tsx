/**
 * /staff/coupons/[couponId]/edit: the coupon form filled with the coupon as it is; once a diner
 * used it, its code and discount type are shown but stay as they are. Saved, the coupon's own page
 * opens and says so.
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { MarketLink } from '@/components/common/market-link';
import { localizedPath } from '@/domain/markets';
import { fixedCouponFields } from '@/domain/staff/coupon-edits';
import { updateStaffCoupon, type StaffCouponChoices, type StaffCouponCreate, type StaffCouponDetail } from '@/lib/api/staff-coupons';
import type { StaffMember } from '@/lib/api/staff-view';
import { staffContext } from '@/lib/staff/session';
import { useMarket } from '@/lib/use-market';
import { ConsolePage } from '../console-page';
import { CouponForm } from './coupon-form';
import { formValuesOf } from './coupon-form-values';

export type EditCouponData = { staff: StaffMember; coupon: StaffCouponDetail; choices: StaffCouponChoices };

export function EditCouponTemplate({ staff, coupon, choices }: EditCouponData) {
  const { locale, t } = useMarket();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const title = t('staffCoupons.edit.title', { code: coupon.code });

  const handleSave = async (draft: StaffCouponCreate) => {
    setBusy(true);
    try {
      await updateStaffCoupon(staffContext({ locale }), coupon.id, draft);
      await router.push(localizedPath(locale, `/staff/coupons/${coupon.id}?edited=1`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsolePage staff={staff} title={title} current="coupons" atSectionPage={false}>
      <p>
        <MarketLink href={`/staff/coupons/${coupon.id}`}>{t('staffCoupons.edit.back')}</MarketLink>
      </p>
      <p>{t('staffCoupons.edit.intro')}</p>
      <CouponForm
        choices={choices}
        busy={busy}
        onSubmit={handleSave}
        initial={formValuesOf(coupon, locale)}
        fixed={fixedCouponFields({ uses: coupon.uses, ended: coupon.status === 'ended' })}
        texts={{ title, submit: t('staffCoupons.edit.save'), fixed: t('staffCoupons.edit.fixed') }}
      />
    </ConsolePage>
  );
}
